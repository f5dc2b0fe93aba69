import { describe, expect, it } from 'vitest';
import { PASSWORD, signIn, signOut, uniqueEmail } from '../support/accounts';
import { useJourney } from '../support/journey';
import { codeIn } from '../support/server';
import { shot } from '../support/shots';

describe('sign-up, confirmation and sign-in', () => {
  const journey = useJourney();

  it('signs up, confirms with the emailed code, lands home; signs out and in again', async () => {
    const { server, browser } = journey;
    const email = uniqueEmail('grace');
    const page = await browser.newPage();
    await page.goto(`${server.url}/signup`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Given name').fill('Grace');
    await page.getByLabel('Family name').fill('Hopper');
    const after = Date.now();
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL(/\/confirmSignup/);
    const message = await server.waitForEmail(email, { after });
    await page.getByLabel('Verification code').fill(` ${codeIn(message)} `);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();

    // Confirmed within 180 s of sign-up: signed in automatically.
    await page.getByTestId('home-welcome').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('home-welcome').textContent()).toContain('Grace');
    expect(new URL(page.url()).pathname).toBe('/');

    // Persisted: a reload keeps the user signed in.
    await page.reload();
    await page.getByTestId('home-welcome').waitFor();

    await signOut(page);
    await signIn(page, server, email);
    expect(await page.getByTestId('home-welcome').textContent()).toContain('Grace');
  });

  it('marks a wrong code on the field, and its error does not outlive the confirm', async () => {
    const { server, browser } = journey;
    const email = uniqueEmail('wrongcode');
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${server.url}/signup`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Given name').fill('Wren');
    await page.getByLabel('Family name').fill('Code');
    const after = Date.now();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/confirmSignup/);
    const right = codeIn(await server.waitForEmail(email, { after }));
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');

    const code = page.getByLabel('Verification code');
    await code.fill(wrong);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Invalid verification code provided, please try again.').waitFor();
    await shot(page, 'confirm-wrong-code');

    await code.fill(right);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByTestId('home-welcome').waitFor({ timeout: 20_000 });
    expect(await page.getByText(/Invalid verification code/).count()).toBe(0);
  });

  it('shows no lone "or" on the login page when Google sign-in is off', async () => {
    const { server, browser } = journey;
    for (const width of [1280, 390]) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.goto(`${server.url}/login`);
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
      // The public config (it decides about Google) has loaded before looking.
      await page.waitForLoadState('networkidle');
      await shot(page, 'login');
      expect(await page.getByText('or', { exact: true }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Continue with Google' }).count()).toBe(0);
      await page.close();
    }
  });

  it('refuses a wrong password with the spec message', async () => {
    const { server, browser } = journey;
    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByLabel('Password', { exact: true }).fill('not the password at all');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Incorrect Email or Password').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
