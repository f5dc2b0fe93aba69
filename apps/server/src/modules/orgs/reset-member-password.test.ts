import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditEvents, sessions, users } from '../../db/schema';
import { verifyPassword } from '../../lib/security/passwords';

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
