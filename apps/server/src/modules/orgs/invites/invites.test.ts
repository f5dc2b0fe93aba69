import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildSession, buildUser } from '../../../../test/factories';
import { raceAt } from '../../../../test/race';
import { createTestApp, lastCodeFor, type TestApp } from '../../../../test/test-app';
import { invites, organizations, teamMembers } from '../../../core/identity';
import { notifications } from '../../notifications';
import { INVITE_TTL_MS } from './invite-member';

describe('invitations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const newEmail = () => `invitee-${randomUUID().slice(0, 8)}@example.com`;

  // The sign-up calls go through HTTP (as a browser would), not through the auth module.
  const GOOD_PASSWORD = 'purple elephant dances 42';
  const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  const invite = (actor: BuiltUser, email: string, role = 'member', teamId = actor.teamId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/teams/${teamId}/invite`,
      headers: actor.headers,
      payload: { email, role },
    });

  /** The token of the latest invitation link emailed to an address. */
  function tokenFor(email: string): string {
    const text = t.emails(email).at(-1)?.text ?? '';
    const token = text.match(/\/invite\/([\w-]+)/)?.[1];
    if (!token) throw new Error(`no invitation emailed to ${email}`);
    return token;
  }

  const accept = (token: string, who: BuiltUser) =>
    t.app.inject({
      method: 'POST',
      url: `/api/invites/${token}/accept`,
      headers: { authorization: who.headers.authorization ?? '' },
    });

  const setPlan = (orgId: string, plan: string) =>
    t.ctx.db.update(organizations).set({ plan }).where(eq(organizations.id, orgId));
  const BASIC_SEATS = 'The Basic plan allows up to 3 members. Upgrade to Pro for up to 5 members.';

  it('goes from invitation to membership, once', async () => {
    const owner = await buildUser(t);
    const email = newEmail();
    const sent = await invite(owner, email.toUpperCase(), 'admin');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      message: 'Invitation sent',
      data: { email, role: 'admin', teamId: owner.teamId },
    });

    const mail = t.emails(email).at(-1);
    expect(mail?.subject).toMatch(/invited you/);
    const token = tokenFor(email);
    expect(mail?.text).toContain(`${t.ctx.env.publicUrl}/invite/${token}`);
    expect(sent.body).not.toContain(token);
    const [stored] = await t.ctx.db.select().from(invites).where(eq(invites.email, email));
    expect(stored?.tokenHash).not.toBe(token);

    const preview = await t.app.inject({ method: 'GET', url: `/api/invites/${token}` });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toEqual({
      email,
      organizationName: `${owner.user.email}'s organization`,
      teamName: 'Default team',
      role: 'admin',
      invitedBy: 'Test User',
      hasAccount: false,
    });
    expect(preview.body).not.toContain(token);

    const pending = await t.app.inject({
      method: 'GET',
      url: `/api/teams/${owner.teamId}/invites`,
      headers: owner.headers,
    });
    expect(pending.json().data.map((i: { email: string }) => i.email)).toEqual([email]);
    expect(pending.body).not.toContain(token);

    const anonymous = await t.app.inject({ method: 'POST', url: `/api/invites/${token}/accept` });
    expect(anonymous.statusCode).toBe(401);

    const invitee = await buildUser(t, { email });
    const accepted = await accept(token, invitee);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      data: { organizationId: owner.orgId, teamId: owner.teamId },
    });

    const members = await t.app.inject({
      method: 'GET',
      url: `/api/teams/${owner.teamId}/members`,
      headers: owner.headers,
    });
    expect(members.json().data).toContainEqual(
      expect.objectContaining({ email, role: 'admin', userId: invitee.user.id }),
    );
    const [note] = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.user.id));
    expect(note).toMatchObject({ kind: 'team.invite_accepted', orgId: owner.orgId });

    const again = await accept(token, invitee);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('INVITE_INVALID');
    const previewAgain = await t.app.inject({ method: 'GET', url: `/api/invites/${token}` });
    expect(previewAgain.json().code).toBe('INVITE_INVALID');
  });

  it('joins an invitee who signs up through the link to the inviting organization only', async () => {
    const owner = await buildUser(t);
    const email = newEmail();
    await invite(owner, email, 'member');
    const token = tokenFor(email);
    const signup = await post('/api/auth/signup', {
      email,
      password: GOOD_PASSWORD,
      givenName: 'Ada',
      familyName: 'Lovelace',
    });
    const { signupId } = signup.json();
    const confirmed = await post('/api/auth/confirm-signup', {
      email,
      code: lastCodeFor(t, email),
      signupId,
      inviteToken: token,
    });
    expect(confirmed.statusCode).toBe(200);
    const { session } = confirmed.json();
    expect(session.data.joined).toEqual({ organizationId: owner.orgId, teamId: owner.teamId });
    expect(session.data.organizations.map((o: { _id: string }) => o._id)).toEqual([owner.orgId]);
    const userId = session.data.user._id;
    const personal = await t.ctx.db
      .select()
      .from(organizations)
      .where(eq(organizations.personalOwnerId, userId));
    expect(personal).toEqual([]);
    // Nothing left to accept, and signing in later creates nothing either.
    expect((await accept(token, { headers: bearer(session.token) } as BuiltUser)).statusCode).toBe(
      404,
    );
    await post('/api/auth/signout', {}, bearer(session.token));
    const later = await post('/api/auth/signin', { email, password: GOOD_PASSWORD });
    expect(later.json().data.organizations).toHaveLength(1);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(later.json().token),
    });
    expect(me.json().data).toMatchObject({ selectedOrganizationId: owner.orgId, role: 'member' });
  });

  it('expires after 7 days', async () => {
    const owner = await buildUser(t);
    const email = newEmail();
    await invite(owner, email);
    const token = tokenFor(email);
    const invitee = await buildUser(t, { email });
    t.advanceTime(INVITE_TTL_MS + 1000);
    // A fresh sign-in: the old access token expired long ago.
    const { token: accessToken } = await buildSession(t, invitee.user.id);
    const res = await accept(token, {
      ...invitee,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('INVITE_INVALID');
  });

  it('refuses someone signed in with another email', async () => {
    const owner = await buildUser(t);
    const email = newEmail();
    await invite(owner, email);
    const someoneElse = await buildUser(t);
    const res = await accept(tokenFor(email), someoneElse);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('INVITE_EMAIL_MISMATCH');
    const [row] = await t.ctx.db.select().from(invites).where(eq(invites.email, email));
    expect(row?.acceptedAt).toBeNull();
  });

  it('answers INVITE_INVALID for an unknown token and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: `/api/invites/${'x'.repeat(43)}` });
    expect(unknown.json().code).toBe('INVITE_INVALID');
    const short = await t.app.inject({ method: 'GET', url: '/api/invites/abc' });
    expect(short.statusCode).toBe(400);
  });

  it('lets only admins and owners invite, and only owners invite owners', async () => {
    const owner = await buildUser(t);
    const at = { orgId: owner.orgId, teamId: owner.teamId };
    const admin = await buildUser(t, { ...at, role: 'admin' });
    const member = await buildUser(t, { ...at, role: 'member' });
    const viewer = await buildUser(t, { ...at, role: 'viewer' });
    await t.ctx.db
      .update(organizations)
      .set({ plan: 'Team' })
      .where(eq(organizations.id, owner.orgId));
    expect((await invite(member, newEmail())).statusCode).toBe(403);
    expect((await invite(viewer, newEmail())).statusCode).toBe(403);
    expect((await invite(admin, newEmail(), 'owner')).statusCode).toBe(403);
    expect((await invite(owner, newEmail(), 'owner')).statusCode).toBe(200);
    const bad = await invite(owner, 'not-an-email');
    expect(bad.statusCode).toBe(400);
  });

  it('refuses inviting a member, and to another organization’s team (404, nothing stored)', async () => {
    const owner = await buildUser(t);
    const colleague = await buildUser(t, {
      orgId: owner.orgId,
      teamId: owner.teamId,
      role: 'member',
    });
    const again = await invite(owner, colleague.user.email);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_MEMBER');

    const stranger = await buildUser(t);
    const email = newEmail();
    const foreign = await invite(owner, email, 'member', stranger.teamId);
    expect(foreign.statusCode).toBe(404);
    expect(await t.ctx.db.select().from(invites).where(eq(invites.email, email))).toHaveLength(0);
  });

  it('revokes the older invitation when a newer one is sent, and on request', async () => {
    const owner = await buildUser(t);
    const email = newEmail();
    await invite(owner, email);
    const first = tokenFor(email);
    await invite(owner, email, 'viewer');
    const second = tokenFor(email);
    expect(second).not.toBe(first);
    const old = await t.app.inject({ method: 'GET', url: `/api/invites/${first}` });
    expect(old.json().code).toBe('INVITE_INVALID');

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/teams/${owner.teamId}/invites`,
      headers: owner.headers,
    });
    const [pending] = list.json().data;
    const other = await buildUser(t);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/teams/${owner.teamId}/invites/${pending._id}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/teams/${owner.teamId}/invites/${pending._id}`,
      headers: owner.headers,
    });
    expect(revoked.json()).toEqual({ message: 'Success' });
    const gone = await t.app.inject({ method: 'GET', url: `/api/invites/${second}` });
    expect(gone.json().code).toBe('INVITE_INVALID');
  });

  it('tells an owner which plan to buy, and an admin to ask an owner, at the member limit', async () => {
    const owner = await buildUser(t);
    const admin = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'admin' });
    expect((await invite(owner, newEmail())).statusCode).toBe(200);
    const byOwner = await invite(owner, newEmail());
    expect(byOwner.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      message: 'The Basic plan allows up to 3 members. Upgrade to Pro for up to 5 members.',
    });
    const byAdmin = await invite(admin, newEmail());
    expect(byAdmin.statusCode).toBe(402);
    expect(byAdmin.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      message:
        'The Basic plan allows up to 3 members. Ask an owner of your organization to upgrade to Pro for up to 5 members.',
      details: { upgradeTo: 'Pro' },
    });
  });

  it('holds a seat per pending invitation against the plan’s member limit', async () => {
    const owner = await buildUser(t);
    expect((await invite(owner, newEmail())).statusCode).toBe(200);
    expect((await invite(owner, newEmail())).statusCode).toBe(200);
    const third = await invite(owner, newEmail());
    expect(third.statusCode).toBe(402);
    expect(third.json()).toMatchObject({ code: 'PLAN_LIMIT', message: BASIC_SEATS });
    await t.ctx.db
      .update(organizations)
      .set({ plan: 'Pro' })
      .where(eq(organizations.id, owner.orgId));
    expect((await invite(owner, newEmail())).statusCode).toBe(200);
  });

  it('sends exactly one of two invitations at once for the last seat', async () => {
    const owner = await buildUser(t);
    await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'member' });
    const answers = await raceAt(t, invites, [
      () => invite(owner, newEmail()),
      () => invite(owner, newEmail()),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 402]);
    expect(answers.find((answer) => answer.statusCode === 402)?.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      message: BASIC_SEATS,
    });
    const pending = await t.ctx.db.select().from(invites).where(eq(invites.orgId, owner.orgId));
    expect(pending).toHaveLength(1);
  });

  it('lets every invitee in whose invitation held a seat, at the last seat too', async () => {
    const owner = await buildUser(t); // Basic: 3 members
    const emails = [newEmail(), newEmail()];
    for (const email of emails) expect((await invite(owner, email)).statusCode).toBe(200);
    const invitees = await Promise.all(emails.map((email) => buildUser(t, { email })));
    const answers = await raceAt(
      t,
      teamMembers,
      invitees.map((invitee, i) => () => accept(tokenFor(emails[i] ?? ''), invitee)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
  });

  it('lets exactly one of two invitees join at the last seat after a downgrade', async () => {
    const owner = await buildUser(t);
    await setPlan(owner.orgId, 'Pro');
    await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'member' });
    const emails = [newEmail(), newEmail()];
    for (const email of emails) expect((await invite(owner, email)).statusCode).toBe(200);
    // Two members and two invitations on Pro's five seats; Basic has three.
    await setPlan(owner.orgId, 'Basic');
    const invitees = await Promise.all(emails.map((email) => buildUser(t, { email })));
    const answers = await raceAt(
      t,
      teamMembers,
      invitees.map((invitee, i) => () => accept(tokenFor(emails[i] ?? ''), invitee)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 402]);
    // The invitee cannot change the plan: they are told whom to ask.
    expect(answers.find((answer) => answer.statusCode === 402)?.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      message:
        'The Basic plan allows up to 3 members. Ask an owner of your organization to upgrade to Pro for up to 5 members.',
    });
    const members = await t.ctx.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.orgId, owner.orgId));
    expect(members).toHaveLength(3);
    // The refused invitation stays pending: once a seat is bought, it can be accepted.
    const refused = answers.findIndex((answer) => answer.statusCode === 402);
    const waiting = invitees[refused];
    if (!waiting) throw new Error('no refused invitee');
    await setPlan(owner.orgId, 'Pro');
    expect((await accept(tokenFor(emails[refused] ?? ''), waiting)).statusCode).toBe(200);
  });
});
