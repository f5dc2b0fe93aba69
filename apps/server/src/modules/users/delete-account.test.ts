import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { organizations, teamMembers, users } from '../../core/identity';

describe('DELETE users/delete', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const remove = (who: { headers: Record<string, string> }, payload?: object) =>
    t.app.inject({ method: 'DELETE', url: '/api/users/delete', headers: who.headers, payload });
  const userExists = async (id: string) =>
    (await t.ctx.db.select().from(users).where(eq(users.id, id))).length === 1;
  const orgExists = async (id: string) =>
    (await t.ctx.db.select().from(organizations).where(eq(organizations.id, id))).length === 1;

  it('asks for the current password', async () => {
    const me = await buildUser(t);
    for (const payload of [undefined, {}, { password: 'wrong password!' }]) {
      const res = await remove(me, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('PASSWORD_INCORRECT');
    }
    expect(await userExists(me.user.id)).toBe(true);
  });

  it('deletes the user, the personal organization and its data, and leaves other orgs', async () => {
    const me = await buildUser(t);
    const friend = await buildUser(t);
    const inFriendsTeam = await t.ctx.db
      .insert(teamMembers)
      .values({ teamId: friend.teamId, orgId: friend.orgId, userId: me.user.id, role: 'member' })
      .returning();
    expect(inFriendsTeam).toHaveLength(1);
    const guest = await buildUser(t, { orgId: me.orgId, teamId: me.teamId, role: 'member' });

    const res = await remove(me, { password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Success' });
    expect(await userExists(me.user.id)).toBe(false);
    expect(await orgExists(me.orgId)).toBe(false);
    expect(await orgExists(friend.orgId)).toBe(true);
    const guestMemberships = await t.ctx.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.userId, guest.user.id));
    expect(guestMemberships).toHaveLength(0);
    expect((await remove(me, { password: DEFAULT_PASSWORD })).statusCode).toBe(401);
    expect(t.emails(me.user.email).at(-1)?.subject).toBe('Your Tabletalk account was deleted');
  });

  it('refuses while the user is the last owner of a team others use', async () => {
    const me = await buildUser(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/orgs',
      headers: me.headers,
      payload: { name: 'Shared' },
    });
    const shared = created.json().data;
    const teamId = shared.teams[0]._id;
    const colleague = await buildUser(t, { orgId: shared._id, teamId, role: 'member' });

    const res = await remove(me, { password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'LAST_OWNER',
      details: { organizationId: shared._id },
    });
    expect(await userExists(me.user.id)).toBe(true);
    expect(await orgExists(me.orgId)).toBe(true);

    await t.app.inject({
      method: 'PUT',
      url: `/api/teams/${teamId}/members/${colleague.user.id}`,
      headers: { ...me.headers, 'x-organization-id': shared._id, 'x-team-id': teamId },
      payload: { role: 'owner' },
    });
    expect((await remove(me, { password: DEFAULT_PASSWORD })).statusCode).toBe(200);
    expect(await orgExists(shared._id)).toBe(true);
  });

  it('deletes organizations nobody else is in, and needs no password without one', async () => {
    const me = await buildUser(t);
    await t.ctx.db.update(users).set({ passwordHash: null }).where(eq(users.id, me.user.id));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/orgs',
      headers: me.headers,
      payload: { name: 'Solo' },
    });
    const solo = created.json().data._id;
    expect((await remove(me)).statusCode).toBe(200);
    expect(await orgExists(solo)).toBe(false);
  });
});
