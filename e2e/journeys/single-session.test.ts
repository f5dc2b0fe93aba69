import { describe, expect, it } from 'vitest';
import { createAccount, signIn, uniqueEmail } from '../support/accounts';
import { useJourney } from '../support/journey';

describe('one active session per user', () => {
  const journey = useJourney();

  it('ends the first browser session when the user signs in on a second one', async () => {
    const { server, browser } = journey;
    const email = uniqueEmail('twice');
    await createAccount(server, email);
    const first = await (await browser.newContext()).newPage();
    await signIn(first, server, email);
    const second = await (await browser.newContext()).newPage();
    await signIn(second, server, email);

    await first.goto(`${server.url}/settings/profile`);
    await first.getByText("You've logged in from another device.").first().waitFor();
    await first.waitForURL(/\/login/);

    // The second session is unaffected.
    await second.reload();
    await second.getByTestId('home-welcome').waitFor();
    expect(new URL(second.url()).pathname).toBe('/');
  });
});
