import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { organizations, sessions, teamMembers, teams } from '../../db/schema';

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
