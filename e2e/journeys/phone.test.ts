import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PASSWORD, uniqueEmail } from '../support/accounts';
import { useJourney } from '../support/journey';
import { expectFitsWidth, expectFullyVisible, PHONE } from '../support/screens';
import { codeIn } from '../support/server';

/** Opens the burger drawer and follows one of its links. */
async function openFromDrawer(page: Page, name: string) {
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expectFitsWidth(page, `drawer-to-${name.toLowerCase().replaceAll(' ', '-')}`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
}

/** Opens the avatar menu in the header and picks an item. */
async function fromUserMenu(page: Page, item: string) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: item }).click();
}

describe('on a phone (390 px wide)', () => {
  const journey = useJourney();

  it('signs up, reaches every screen without sideways scroll, asks, and signs out through the menu', async () => {
    const { server, browser } = journey;
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const email = uniqueEmail('phone');

    await page.goto(`${server.url}/signup`);
    await expectFitsWidth(page, 'signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Given name').fill('Mary');
    await page.getByLabel('Family name').fill('Somerville');
    const after = Date.now();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/confirmSignup/);
    const message = await server.waitForEmail(email, { after });

    // A wrong code first: its error is marked on the field, and is gone once the right one goes in.
    const code = page.getByLabel('Verification code');
    await code.fill('000000');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
    await code.fill(codeIn(message));
    await code.press('Enter');
    await page.getByTestId('home-welcome').waitFor({ timeout: 20_000 });
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
    await expectFitsWidth(page, 'home');

    // The sections are behind the burger; the header itself fits.
    expect(await page.getByRole('link', { name: 'Rooms' }).count()).toBe(0);
    await openFromDrawer(page, 'Data sources');
    await page.waitForURL(/\/sources$/);
    await expectFitsWidth(page, 'sources');
    await page.getByRole('button', { name: 'Use sample data' }).first().click();
    await page.getByTestId('preview-grid').waitFor({ timeout: 60_000 });
    const sourceId = new URL(page.url()).pathname.split('/')[2] ?? '';
    await openFromDrawer(page, 'Data sources');
    await page.waitForURL(/\/sources$/);
    await expectFitsWidth(page, 'sources-list');

    await openFromDrawer(page, 'Rooms');
    await page.waitForURL(/\/rooms$/);
    await expectFitsWidth(page, 'rooms');
    await page.goto(`${server.url}/rooms/new?source=${sourceId}`);
    await page.getByLabel('Room name').fill('On the train');
    await page.getByRole('button', { name: 'Create room' }).click();
    const box = page.getByLabel('Ask a question');
    await box.waitFor({ timeout: 20_000 });

    for (const question of ['total revenue by region', 'total revenue']) {
      await box.fill(question);
      await box.press('Enter');
      const card = page.getByTestId('answer-card').filter({ hasText: question }).last();
      await card.waitFor({ timeout: 30_000 });
      await page.waitForTimeout(800); // the smooth scroll to the new card
      await expectFitsWidth(page, `room-${question.replaceAll(' ', '-')}`);
    }
    // The newest answer shows whole, above the question box that stays at the bottom.
    const newest = page.getByTestId('answer-card').last();
    const composer = page.getByTestId('room-composer');
    await expectFullyVisible(page, newest, composer);

    await page.getByTestId('notification-bell').click();
    await expectFitsWidth(page, 'notifications');
    await page.keyboard.press('Escape');

    await fromUserMenu(page, 'Settings');
    await page.waitForURL(/\/settings\/profile$/);
    await expectFitsWidth(page, 'settings-profile');
    for (const tab of ['Password', 'Team', 'Plan and usage', 'Notifications', 'Account']) {
      await page.getByRole('tab', { name: tab }).click();
      await expectFitsWidth(page, `settings-${tab.toLowerCase().replaceAll(' ', '-')}`);
    }

    // An error toast belongs to its screen: leaving the screen takes it down. The pointer rests
    // on the toast, which keeps it from closing by itself (toasts wait while hovered).
    await page.getByRole('tab', { name: 'Password' }).click();
    await page.getByLabel('Current password').fill('not my password at all');
    await page.getByLabel('New password').fill('another long passphrase 3');
    await page.getByLabel('Confirm password').fill('another long passphrase 3');
    await page.getByRole('button', { name: /change password/i }).click();
    const refused = page.locator('.mantine-Notification-root', { hasText: /incorrect/i });
    await refused.first().waitFor();
    await refused.first().hover();
    await openFromDrawer(page, 'Home');
    await page.getByTestId('home-welcome').waitFor();
    await expect.poll(() => refused.count(), { timeout: 2_000 }).toBe(0);
    await fromUserMenu(page, 'Settings');
    await page.waitForURL(/\/settings\/profile$/);

    await page.goto(`${server.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expectFitsWidth(page, 'not-found');

    await fromUserMenu(page, 'Sign out');
    await page.waitForURL(/\/login/);
    await expectFitsWidth(page, 'login');
    await page.goto(`${server.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expectFitsWidth(page, 'not-found-signed-out');
    await context.close();
  });
});
