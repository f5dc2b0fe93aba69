import { describe, expect, it } from 'vitest';
import { createAccount, signIn, uniqueEmail } from '../support/accounts';
import { useJourney } from '../support/journey';
import { codeIn } from '../support/server';

describe('forgot password', () => {
  const journey = useJourney();

  it('resets the password with the emailed code and returns to /login?email=', async () => {
    const { server, browser } = journey;
    const email = uniqueEmail('reset');
    await createAccount(server, email);
    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: /forgot/i }).click();
    await page.waitForURL(/\/forgot-password/);

    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Email address is empty').first().waitFor();

    await page.getByLabel('Email').fill(email);
    const after = Date.now();
    await page.getByRole('button', { name: 'Send code' }).click();
    const message = await server.waitForEmail(email, { after });
    await page.getByLabel('Verification code').fill(codeIn(message));
    const newPassword = 'a brand new passphrase 2';
    await page.getByLabel('New password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();

    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('email') === email,
    );
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByText('Password changed successfully, please login again.').first().waitFor();

    await signIn(page, server, email, newPassword);
  });
});
