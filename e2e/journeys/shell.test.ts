import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, signIn, uniqueEmail } from '../support/accounts';
import { useJourney } from '../support/journey';
import { expectFitsWidth } from '../support/screens';

const LAPTOP = { width: 1280, height: 800 };

async function expectNotFound(page: Page, link: string) {
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  expect(await page.getByTestId('not-found').textContent()).toContain('/no/such/page');
  await page.getByRole('link', { name: link }).click();
}

describe('the shell on a laptop (1280 px)', () => {
  const journey = useJourney();

  it('answers unknown addresses with Page not found, signed out and signed in', async () => {
    const { server, browser } = journey;
    const page = await (await browser.newContext({ viewport: LAPTOP })).newPage();
    await page.goto(`${server.url}/no/such/page`);
    await expectNotFound(page, 'Go to sign in');
    await page.waitForURL(/\/login/);

    const email = uniqueEmail('lost');
    await createAccount(server, email);
    await signIn(page, server, email);
    await page.goto(`${server.url}/no/such/page`);
    // Inside the signed-in frame: the sections are in the header, no burger.
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expectFitsWidth(page, 'not-found');
    expect(await page.getByRole('button', { name: 'Open navigation' }).isVisible()).toBe(false);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Rooms' })
      .waitFor();
    await expectNotFound(page, 'Go to the home page');
    await page.getByTestId('home-welcome').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('leads Upgrade to the plans, the usage and how to change plan', async () => {
    const { server, browser } = journey;
    const page = await (await browser.newContext({ viewport: LAPTOP })).newPage();
    const email = uniqueEmail('upgrader');
    await createAccount(server, email);
    await signIn(page, server, email);
    await expectFitsWidth(page, 'home');
    // Basic allows file uploads only: connecting a database shows the plan limit.
    await page.goto(`${server.url}/sources/new/database`);
    await page.getByTestId('upgrade-badge').click();
    await page.waitForURL(/\/settings\/plan$/);
    await expect.poll(() => page.getByTestId('plan-offer').count()).toBe(3);
    const current = page.getByTestId('plan-offer').filter({ hasText: 'Current plan' });
    expect(await current.textContent()).toContain('Basic');
    expect(await page.getByTestId('plan-change-help').textContent()).toMatch(/set-plan \S+ Pro/);
    expect(await page.locator('[aria-label="Plan and usage"]').textContent()).toMatch(/0 \/ 3/);
    await expectFitsWidth(page, 'settings-plan');
  });

  it('shows periods in the answer table as the chart does', async () => {
    const { server, browser } = journey;
    const page = await (await browser.newContext({ viewport: LAPTOP })).newPage();
    const email = uniqueEmail('months');
    await createAccount(server, email);
    await signIn(page, server, email);
    await page.getByRole('button', { name: 'Use sample data' }).first().click();
    await page.getByTestId('preview-grid').waitFor({ timeout: 60_000 });
    const sourceId = new URL(page.url()).pathname.split('/')[2] ?? '';
    await page.goto(`${server.url}/rooms/new?source=${sourceId}`);
    await page.getByLabel('Room name').fill('Monthly');
    await page.getByRole('button', { name: 'Create room' }).click();
    const box = page.getByLabel('Ask a question');
    await box.fill('revenue by month');
    await box.press('Enter');
    const card = page.getByTestId('answer-card').filter({ hasText: 'revenue by month' });
    const firstCell = card.getByTestId('answer-table').locator('tbody tr td').first();
    await firstCell.waitFor({ timeout: 30_000 });
    expect(await firstCell.textContent()).toMatch(/^[A-Z][a-z]{2} \d{4}$/);
    await expectFitsWidth(page, 'room-months');
  });
});
