import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { auditEvents, sessions, teamMembers, users } from '../../../core/identity';
import { verifyPassword } from '../../../lib/security/passwords';

const NEW_PASSWORD = 'a brand new passphrase';

describe('POST teams/{teamId}/members/{userId}/reset-password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const reset = (actor: BuiltUser, target: BuiltUser, newPassword = NEW_PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: `/api/teams/${actor.teamId}/members/${target.user.id}/reset-password`,
      headers: actor.headers,
      payload: { newPassword },
    });

  const passwordHashOf = async (who: BuiltUser) =>
    (await t.ctx.db.select().from(users).where(eq(users.id, who.user.id)))[0]?.passwordHash;

  async function buildTeam() {
    const owner = await buildUser(t);
    const at = { orgId: owner.orgId, teamId: owner.teamId };
    return {
      owner,
      admin: await buildUser(t, { ...at, role: 'admin' }),
      member: await buildUser(t, { ...at, role: 'member' }),
      viewer: await buildUser(t, { ...at, role: 'viewer' }),
    };
  }

  it('walks 401, 403, 404 and 400', async () => {
    const { owner, admin, member, viewer } = await buildTeam();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/teams/${owner.teamId}/members/${member.user.id}/reset-password`,
      payload: { newPassword: NEW_PASSWORD },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await reset(member, viewer)).statusCode).toBe(403);
    expect((await reset(viewer, member)).statusCode).toBe(403);
    expect((await reset(admin, owner)).statusCode).toBe(403);
    expect((await reset(owner, owner)).statusCode).toBe(403);

    const stranger = await buildUser(t);
    const before = await passwordHashOf(stranger);
    expect((await reset(owner, stranger)).statusCode).toBe(404);
    const foreignTeam = await t.app.inject({
      method: 'POST',
      url: `/api/teams/${stranger.teamId}/members/${stranger.user.id}/reset-password`,
      headers: owner.headers,
      payload: { newPassword: NEW_PASSWORD },
    });
    expect(foreignTeam.statusCode).toBe(404);
    expect(await passwordHashOf(stranger)).toBe(before);

    const weak = await reset(admin, member, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('PASSWORD_TOO_SHORT');
    const common = await reset(admin, member, 'password123');
    expect(common.json().code).toBe('PASSWORD_TOO_COMMON');
  });

  it('sets the password, ends every session of the member and tells them', async () => {
    const { owner, admin, member } = await buildTeam();
    const res = await reset(admin, member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Success' });
    expect(res.body).not.toContain(NEW_PASSWORD);

    expect(await verifyPassword((await passwordHashOf(member)) ?? null, NEW_PASSWORD)).toBe(true);
    const stillOpen = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: member.headers,
    });
    expect(stillOpen.statusCode).toBe(401);
    const [session] = await t.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, member.sessionId));
    expect(session?.endReason).toBe('admin');

    const adminStillIn = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: admin.headers,
    });
    expect(adminStillIn.statusCode).toBe(200);

    const mail = t.emails(member.user.email).at(-1);
    expect(mail?.subject).toBe('Your Tabletalk password was reset');
    expect(mail?.text).toContain('temporary password');
    expect(mail?.text).not.toContain(NEW_PASSWORD);

    const [audit] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'member.password_reset'),
          eq(auditEvents.subjectId, member.user.id),
        ),
      );
    expect(audit).toMatchObject({ actorId: admin.user.id, orgId: owner.orgId });
    expect(JSON.stringify(audit)).not.toContain(NEW_PASSWORD);
  });

  const signIn = (who: BuiltUser, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: who.user.email, password },
    });
  const confirmSignIn = (challenge: string, newPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-signin',
      payload: { challenge, newPassword },
    });

  it('sets a temporary password: one sign-in, which must choose a new password', async () => {
    const { admin, member } = await buildTeam();
    expect((await reset(admin, member)).statusCode).toBe(200);

    const first = await signIn(member, NEW_PASSWORD);
    expect(first.statusCode).toBe(200);
    const step = first.json();
    expect(step).toMatchObject({
      next: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
      email: member.user.email,
    });
    expect(step.token).toBeUndefined();
    expect(first.headers['set-cookie']).toBeUndefined();

    // Spent: the admin, who knows it, cannot use it again.
    const again = await signIn(member, NEW_PASSWORD);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('INVALID_CREDENTIALS');

    const weak = await confirmSignIn(step.challenge, 'short');
    expect(weak.json().code).toBe('PASSWORD_TOO_SHORT');
    const chosen = 'only the member knows this one';
    const done = await confirmSignIn(step.challenge, chosen);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      next: 'DONE',
      data: { user: { email: member.user.email } },
    });
    expect(done.json().token).toEqual(expect.any(String));
    expect((await confirmSignIn(step.challenge, 'yet another passphrase')).json().code).toBe(
      'SIGN_IN_EXPIRED',
    );

    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row?.temporaryPasswordUntil).toBeNull();
    expect(await verifyPassword(row?.passwordHash ?? null, chosen)).toBe(true);
    expect(await verifyPassword(row?.passwordHash ?? null, NEW_PASSWORD)).toBe(false);
  });

  it('lets the new-password step lapse after 3 minutes, and the temporary password after 7 days', async () => {
    const { admin, member, viewer } = await buildTeam();
    await reset(admin, member);
    const { challenge } = (await signIn(member, NEW_PASSWORD)).json();
    t.advanceTime(181_000);
    const late = await confirmSignIn(challenge, 'a perfectly fine passphrase');
    expect(late.json().code).toBe('SIGN_IN_EXPIRED');

    await reset(admin, viewer);
    t.advanceTime(7 * 24 * 60 * 60 * 1000 + 1000);
    const expired = await signIn(viewer, NEW_PASSWORD);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('TEMPORARY_PASSWORD_EXPIRED');
  });

  it('refuses, offering a reset link, when the account is used in another organization', async () => {
    const { owner, admin } = await buildTeam();
    const at = { orgId: owner.orgId, teamId: owner.teamId };
    const elsewhere = await buildUser(t);
    const inOther = await buildUser(t, { ...at, role: 'member' });
    await t.ctx.db.insert(teamMembers).values({
      teamId: elsewhere.teamId,
      orgId: elsewhere.orgId,
      userId: inOther.user.id,
      role: 'viewer',
    });
    // A personal organization is the person's own: it counts as another organization.
    const withPersonal = await buildUser(t);
    await t.ctx.db
      .insert(teamMembers)
      .values({ ...at, userId: withPersonal.user.id, role: 'member' });

    for (const target of [inOther, withPersonal]) {
      const before = await passwordHashOf(target);
      const mailsBefore = t.emails(target.user.email).length;
      const res = await reset(admin, target);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'MEMBER_IN_OTHER_ORGANIZATIONS',
        message: expect.stringContaining('Send them a password reset link by email instead.'),
      });
      expect(await passwordHashOf(target)).toBe(before);
      expect(t.emails(target.user.email)).toHaveLength(mailsBefore);
      const stillIn = await t.app.inject({
        method: 'GET',
        url: '/api/users/profile',
        headers: target.headers,
      });
      expect(stillIn.statusCode).toBe(200);
    }
  });

  it('lets an owner reset another owner', async () => {
    const { owner, member } = await buildTeam();
    await t.app.inject({
      method: 'PUT',
      url: `/api/teams/${owner.teamId}/members/${member.user.id}`,
      headers: owner.headers,
      payload: { role: 'owner' },
    });
    expect((await reset(owner, member)).statusCode).toBe(200);
  });
});
