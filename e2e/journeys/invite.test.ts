import { describe, expect, it } from 'vitest';
import { createAccount, PASSWORD, signIn, uniqueEmail } from '../support/accounts';
import { useJourney } from '../support/journey';
import { codeIn, type RunningServer } from '../support/server';
import { shot } from '../support/shots';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

/** The organizations an account belongs to, as its sign-in reports them. */
async function organizationsOf(server: RunningServer, email: string, password = PASSWORD) {
  const res = await fetch(`${server.url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await res.json();
  return (body.data.organizations as { name: string }[]).map((o) => o.name);
}

describe('team invitations', () => {
  const journey = useJourney();

  /** The owner's team settings, with an invitation sent to `email`; returns the invite link. */
  async function invite(ownerEmail: string, email: string, viewport = LAPTOP) {
    const { server, browser } = journey;
    const owner = await (await browser.newContext({ viewport })).newPage();
    await signIn(owner, server, ownerEmail);
    await owner.goto(`${server.url}/settings/team`);
    await owner.getByTestId('members-table').waitFor();
    await owner.getByLabel('Invite email').fill(email);
    const after = Date.now();
    await owner.getByRole('button', { name: 'Send invite' }).click();
    const invitation = await server.waitForEmail(email, { after, subject: /invit/i });
    const link = invitation.text.match(/https?:\/\/\S+\/invite\/[\w-]+/)?.[0];
    if (!link) throw new Error('no invitation link');
    return { owner, link };
  }

  it('a new person signs up from the link and lands in the inviting organization, once', async () => {
    const { server, browser } = journey;
    const ownerEmail = uniqueEmail('owner');
    const newcomer = uniqueEmail('newcomer');
    await createAccount(server, ownerEmail, { givenName: 'Olivia' });
    const { owner, link } = await invite(ownerEmail, newcomer);

    const page = await (await browser.newContext({ viewport: PHONE })).newPage();
    await page.goto(link);
    await page.getByRole('link', { name: 'Sign up to accept' }).click();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Given name').fill('Nia');
    await page.getByLabel('Family name').fill('Newcomer');
    const after = Date.now();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/confirmSignup/);
    const message = await server.waitForEmail(newcomer, { after });
    await page.getByLabel('Verification code').fill(codeIn(message));
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();

    // Straight into the inviting organization's app: no second accept, no Settings/Team detour.
    await page.getByTestId('home-welcome').waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/');
    await shot(page, 'invitee-home');
    expect(await organizationsOf(server, newcomer)).toEqual(["Olivia's organization"]);

    await owner.reload();
    await owner.getByTestId('members-table').getByText(newcomer).waitFor();
  });

  it('someone with an account logs in from the link and lands in the organization', async () => {
    const { server, browser } = journey;
    const ownerEmail = uniqueEmail('owner');
    const memberEmail = uniqueEmail('member');
    await createAccount(server, ownerEmail, { givenName: 'Olivia' });
    await createAccount(server, memberEmail, { givenName: 'Milo' });
    const { owner, link } = await invite(ownerEmail, memberEmail);

    const member = await (await browser.newContext()).newPage();
    await member.goto(link);
    await member.getByRole('link', { name: 'Log in to accept' }).click();
    await member.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await member.getByRole('button', { name: 'Sign in', exact: true }).click();
    await member.getByTestId('home-welcome').waitFor({ timeout: 20_000 });
    expect(new URL(member.url()).pathname).toBe('/');
    expect(await organizationsOf(server, memberEmail)).toContain("Olivia's organization");

    await owner.reload();
    await owner.getByTestId('members-table').getByText(memberEmail).waitFor();
  });

  it('keeps the invite form in line when the email is refused', async () => {
    const { server } = journey;
    const ownerEmail = uniqueEmail('owner');
    await createAccount(server, ownerEmail);
    for (const viewport of [LAPTOP, PHONE]) {
      const { owner } = await invite(ownerEmail, uniqueEmail('first'), viewport);
      await owner.getByLabel('Invite email').fill('not an email');
      await owner.getByRole('button', { name: 'Send invite' }).click();
      const email = owner.getByLabel('Invite email');
      await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
      await shot(owner, 'invite-form-error');
      const top = async (name: 'Invite email' | 'Invite role') =>
        (await owner.getByLabel(name).boundingBox())?.y ?? Number.NaN;
      const button = await owner.getByRole('button', { name: 'Send invite' }).boundingBox();
      const role = await top('Invite role');
      if (viewport === LAPTOP) {
        // One row: the email field, the role and the button start at the same height.
        expect(Math.abs((await top('Invite email')) - role)).toBeLessThanOrEqual(1);
        expect(Math.abs((button?.y ?? Number.NaN) - role)).toBeLessThanOrEqual(1);
      } else {
        // Wrapped on a phone: the role and the button share their row.
        expect(Math.abs((button?.y ?? Number.NaN) - role)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('a temporary password set by an admin works once and asks the member for a new one', async () => {
    const { server, browser } = journey;
    const ownerEmail = uniqueEmail('owner');
    const memberEmail = uniqueEmail('member');
    await createAccount(server, ownerEmail, { givenName: 'Olivia' });
    const { owner, link } = await invite(ownerEmail, memberEmail);
    // An invitee who signed up from the link: this organization is their only one.
    const after = Date.now();
    const token = link.split('/invite/')[1];
    await fetch(`${server.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: memberEmail,
        password: PASSWORD,
        givenName: 'M',
        familyName: 'K',
      }),
    });
    const code = codeIn(await server.waitForEmail(memberEmail, { after }));
    await fetch(`${server.url}/api/auth/confirm-signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: memberEmail, code, inviteToken: token }),
    });

    await owner.reload();
    await owner.getByRole('button', { name: `Reset password for ${memberEmail}` }).click();
    await owner.getByLabel('Temporary password').fill('temporary passphrase 7');
    await shot(owner, 'reset-modal');
    await owner.getByRole('button', { name: 'Set temporary password' }).click();
    await owner
      .getByText(/Temporary password set/)
      .first()
      .waitFor();
    await server.waitForEmail(memberEmail, { subject: /password was reset/ });

    for (const viewport of [PHONE, LAPTOP]) {
      const member = await (await browser.newContext({ viewport })).newPage();
      await member.goto(`${server.url}/login`);
      await member.getByLabel('Email').fill(memberEmail);
      await member.getByLabel('Password', { exact: true }).fill('temporary passphrase 7');
      await member.getByRole('button', { name: 'Sign in', exact: true }).click();
      if (viewport === LAPTOP) {
        // Spent by the first sign-in: it never opens a session again.
        await member.getByText('Incorrect Email or Password').first().waitFor();
        continue;
      }
      await member.getByLabel('New password', { exact: true }).fill('only the member knows this');
      await member.getByLabel('Confirm new password').fill('only the member knows this');
      await shot(member, 'new-password-step');
      await member.getByRole('button', { name: 'Set password and sign in' }).click();
      await member.getByTestId('home-welcome').waitFor({ timeout: 20_000 });
    }
    expect(await organizationsOf(server, memberEmail, 'only the member knows this')).toEqual([
      "Olivia's organization",
    ]);
  });
});
