import { describe, expect, it } from 'vitest';
import { createAccount, signIn, uniqueEmail } from '../support/accounts';
import { useJourney } from '../support/journey';

describe('team invitations', () => {
  const journey = useJourney();

  it('invites a member who accepts and then appears in the members list', async () => {
    const { server, browser } = journey;
    const ownerEmail = uniqueEmail('owner');
    const memberEmail = uniqueEmail('member');
    await createAccount(server, ownerEmail, { givenName: 'Olivia' });
    await createAccount(server, memberEmail, { givenName: 'Milo' });

    const owner = await (await browser.newContext()).newPage();
    await signIn(owner, server, ownerEmail);
    await owner.goto(`${server.url}/settings/team`);
    await owner.getByTestId('members-table').waitFor();
    await owner.getByLabel('Invite email').fill(memberEmail);
    const after = Date.now();
    await owner.getByRole('button', { name: 'Send invite' }).click();

    const invitation = await server.waitForEmail(memberEmail, { after, subject: /invit/i });
    const link = invitation.text.match(/https?:\/\/\S+\/invite\/[\w-]+/)?.[0];
    expect(link).toBeTruthy();

    const member = await (await browser.newContext()).newPage();
    await signIn(member, server, memberEmail);
    await member.goto(link as string);
    await member.getByRole('button', { name: 'Accept invitation' }).click();
    await member.waitForURL(/\/settings\/team/);

    await owner.reload();
    await owner.getByTestId('members-table').getByText(memberEmail).waitFor();
  });
});
