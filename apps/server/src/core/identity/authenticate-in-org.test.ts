import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { organizations, sessions, teamMembers, teams } from '../../core/identity';

/** An organization-scoped call (any one does: they all pass `requireOrg`). */
const SCOPED = '/api/db/all-user-rooms';

describe('authenticating in an organization (one query for session and scope)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: SCOPED, headers });

  it('acts in the personal organization and default team without scope headers', async () => {
    const other = await buildUser(t);
    // Member (viewer) of another organization first, then owner of a personal one.
    const user = await buildUser(t, { orgId: other.orgId, teamId: other.teamId, role: 'viewer' });
    const personal = await buildUser(t);
    await t.ctx.db
      .update(teamMembers)
      .set({ userId: user.user.id })
      .where(eq(teamMembers.userId, personal.user.id));
    await t.ctx.db
      .update(organizations)
      .set({ personalOwnerId: user.user.id })
      .where(eq(organizations.id, personal.orgId));
    await t.ctx.db.insert(teams).values({ orgId: personal.orgId, name: 'Second' });
    const permissions = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/users/permissions', headers });
    const auth = { authorization: user.headers.authorization ?? '' };
    expect((await permissions(auth)).json()).toMatchObject({ role: 'owner' });
    const inOther = await permissions({ ...auth, 'x-organization-id': other.orgId });
    expect(inOther.json()).toMatchObject({ role: 'viewer' });
  });

  const withoutScope = (who: { headers: Record<string, string> }, url: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: who.headers.authorization ?? '' },
    });

  /** A shared (non-personal) organization created through the API, and its default team. */
  async function sharedOrganization(creator: { headers: Record<string, string> }) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/orgs',
      headers: creator.headers,
      payload: { name: 'Shared' },
    });
    expect(created.statusCode).toBe(201);
    const [org] = await t.ctx.db
      .select({ id: organizations.id, teamId: teams.id })
      .from(organizations)
      .innerJoin(teams, eq(teams.orgId, organizations.id))
      .where(eq(organizations.id, created.json().data._id));
    if (!org) throw new Error('no shared organization');
    return org;
  }

  it('acts in the personal organization, not a shared one, without scope headers', async () => {
    const user = await buildUser(t);
    const shared = await sharedOrganization(await buildUser(t));
    await t.ctx.db
      .insert(teamMembers)
      .values({ teamId: shared.teamId, orgId: shared.id, userId: user.user.id, role: 'viewer' });
    for (let i = 0; i < 3; i += 1) {
      const me = (await withoutScope(user, '/api/users/me')).json().data;
      expect(me).toMatchObject({ selectedOrganizationId: user.orgId, role: 'owner' });
      const permissions = await withoutScope(user, '/api/users/permissions');
      expect(permissions.json()).toMatchObject({ role: 'owner' });
    }
  });

  it('without a personal organization, acts in the organization joined first', async () => {
    // The organization created later is the one joined first: membership decides, not age.
    const second = await sharedOrganization(await buildUser(t));
    const first = await sharedOrganization(await buildUser(t));
    const invited = await buildUser(t);
    await t.ctx.db.delete(organizations).where(eq(organizations.id, invited.orgId));
    const joined = t.ctx.now().getTime();
    await t.ctx.db.insert(teamMembers).values([
      { teamId: second.teamId, orgId: second.id, userId: invited.user.id, role: 'viewer' },
      { teamId: first.teamId, orgId: first.id, userId: invited.user.id, role: 'member' },
    ]);
    await t.ctx.db
      .update(teamMembers)
      .set({ createdAt: new Date(joined + 60_000) })
      .where(and(eq(teamMembers.userId, invited.user.id), eq(teamMembers.orgId, second.id)));
    const me = (await withoutScope(invited, '/api/users/me')).json().data;
    expect(me).toMatchObject({ selectedOrganizationId: first.id, role: 'member' });
    const permissions = await withoutScope(invited, '/api/users/permissions');
    expect(permissions.json()).toMatchObject({ role: 'member' });
  });

  it('answers 404 for an organization or team the user is not a member of', async () => {
    const user = await buildUser(t);
    const stranger = await buildUser(t);
    const auth = { authorization: user.headers.authorization ?? '' };
    expect((await call({ ...auth, 'x-organization-id': stranger.orgId })).statusCode).toBe(404);
    expect(
      (await call({ ...auth, 'x-organization-id': user.orgId, 'x-team-id': stranger.teamId }))
        .statusCode,
    ).toBe(404);
    expect((await call({ ...auth, 'x-organization-id': 'not-a-uuid' })).statusCode).toBe(404);
    expect((await call(user.headers)).statusCode).toBe(200);
  });

  it('reports the session first: an ended session is refused whatever the scope headers', async () => {
    const user = await buildUser(t);
    await t.ctx.db
      .update(sessions)
      .set({ endedAt: t.ctx.now(), endReason: 'replaced' })
      .where(eq(sessions.id, user.sessionId));
    for (const orgId of [user.orgId, 'not-a-uuid']) {
      const res = await call({ ...user.headers, 'x-organization-id': orgId });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'SESSION_REPLACED' });
    }
    expect((await call({})).statusCode).toBe(401);
  });
});
