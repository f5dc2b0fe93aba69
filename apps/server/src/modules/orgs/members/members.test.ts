import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { auditEvents, teamMembers, users } from '../../../core/identity';

describe('team members', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** An owner with an admin, a member and a viewer in their team. */
  async function buildTeam() {
    const owner = await buildUser(t);
    const at = { orgId: owner.orgId, teamId: owner.teamId };
    const admin = await buildUser(t, { ...at, role: 'admin' });
    const member = await buildUser(t, { ...at, role: 'member' });
    const viewer = await buildUser(t, { ...at, role: 'viewer' });
    return { owner, admin, member, viewer };
  }

  const roleOf = async (who: BuiltUser, teamId: string) => {
    const [row] = await t.ctx.db
      .select({ role: teamMembers.role })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, who.user.id)));
    return row?.role ?? null;
  };

  const membersUrl = (who: BuiltUser, rest = '') => `/api/teams/${who.teamId}/members${rest}`;

  describe('GET teams/{teamId}/members', () => {
    it('walks 401, 404 and 400 before listing', async () => {
      const { owner } = await buildTeam();
      const anonymous = await t.app.inject({ method: 'GET', url: membersUrl(owner) });
      expect(anonymous.statusCode).toBe(401);
      const stranger = await buildUser(t);
      const foreign = await t.app.inject({
        method: 'GET',
        url: membersUrl(owner),
        headers: stranger.headers,
      });
      expect(foreign.statusCode).toBe(404);
      const bad = await t.app.inject({
        method: 'GET',
        url: membersUrl(owner, '?pageSize=1000'),
        headers: owner.headers,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('VALIDATION_FAILED');
    });

    it('pages in a stable order and searches names and emails', async () => {
      const { owner, admin, member, viewer } = await buildTeam();
      await t.ctx.db
        .update(users)
        .set({ givenName: 'Ada', familyName: 'Lovelace' })
        .where(eq(users.id, member.user.id));

      const page1 = await t.app.inject({
        method: 'GET',
        url: membersUrl(owner, '?page=1&pageSize=3'),
        headers: viewer.headers,
      });
      expect(page1.statusCode).toBe(200);
      expect(page1.json()).toMatchObject({ total: 4, page: 1, pageSize: 3 });
      const page2 = await t.app.inject({
        method: 'GET',
        url: membersUrl(owner, '?page=2&pageSize=3'),
        headers: viewer.headers,
      });
      const ids = [...page1.json().data, ...page2.json().data].map((m: { _id: string }) => m._id);
      expect(ids).toEqual([owner, admin, member, viewer].map((u) => u.user.id));

      for (const search of ['ada', 'LOVELACE', 'ada love', member.user.email.slice(0, 12)]) {
        const found = await t.app.inject({
          method: 'GET',
          url: membersUrl(owner, `?search=${encodeURIComponent(search)}`),
          headers: owner.headers,
        });
        expect(
          found.json().data.map((m: { email: string }) => m.email),
          search,
        ).toEqual([member.user.email]);
      }
      const wildcard = await t.app.inject({
        method: 'GET',
        url: membersUrl(owner, '?search=%25'),
        headers: owner.headers,
      });
      expect(wildcard.json().total).toBe(0);
    });

    it('members/list answers the first 20 matches', async () => {
      const owner = await buildUser(t);
      for (let i = 0; i < 21; i += 1) {
        await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'member' });
      }
      const res = await t.app.inject({
        method: 'GET',
        url: membersUrl(owner, '/list?search=example.com'),
        headers: owner.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toHaveLength(20);
    });
  });

  describe('PUT teams/{teamId}/members/{userId}', () => {
    const change = (actor: BuiltUser, target: BuiltUser, role: string) =>
      t.app.inject({
        method: 'PUT',
        url: membersUrl(actor, `/${target.user.id}`),
        headers: actor.headers,
        payload: { role },
      });

    it('refuses members and viewers, and admins touching owners', async () => {
      const { owner, admin, member, viewer } = await buildTeam();
      expect((await change(member, viewer, 'member')).statusCode).toBe(403);
      expect((await change(viewer, member, 'viewer')).statusCode).toBe(403);
      expect((await change(admin, member, 'owner')).statusCode).toBe(403);
      expect((await change(admin, owner, 'admin')).statusCode).toBe(403);
      expect(await roleOf(owner, owner.teamId)).toBe('owner');
      const bad = await change(owner, member, 'superuser');
      expect(bad.statusCode).toBe(400);
    });

    it('lets admins change members and owners grant ownership', async () => {
      const { owner, admin, member, viewer } = await buildTeam();
      const res = await change(admin, viewer, 'member');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ userId: viewer.user.id, role: 'member' });
      expect((await change(owner, member, 'owner')).statusCode).toBe(200);
      expect(await roleOf(member, owner.teamId)).toBe('owner');
      const [audit] = await t.ctx.db
        .select()
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.action, 'member.role_changed'),
            eq(auditEvents.subjectId, member.user.id),
          ),
        );
      expect(audit?.detail).toMatchObject({ from: 'member', to: 'owner' });
      expect(audit?.actorId).toBe(owner.user.id);
    });

    it('never leaves a team without an owner', async () => {
      const { owner, member } = await buildTeam();
      const last = await change(owner, owner, 'admin');
      expect(last.statusCode).toBe(409);
      expect(last.json().code).toBe('LAST_OWNER');
      await change(owner, member, 'owner');
      expect((await change(owner, owner, 'admin')).statusCode).toBe(200);
      expect(await roleOf(owner, owner.teamId)).toBe('admin');
    });

    it('answers 404 for another organization’s team or member, changing nothing', async () => {
      const { owner: mine } = await buildTeam();
      const { owner: theirs, member: theirMember } = await buildTeam();
      const foreignTeam = await t.app.inject({
        method: 'PUT',
        url: `/api/teams/${theirs.teamId}/members/${theirMember.user.id}`,
        headers: mine.headers,
        payload: { role: 'viewer' },
      });
      expect(foreignTeam.statusCode).toBe(404);
      const foreignMember = await t.app.inject({
        method: 'PUT',
        url: membersUrl(mine, `/${theirMember.user.id}`),
        headers: mine.headers,
        payload: { role: 'viewer' },
      });
      expect(foreignMember.statusCode).toBe(404);
      const unknown = await t.app.inject({
        method: 'PUT',
        url: membersUrl(mine, `/${randomUUID()}`),
        headers: mine.headers,
        payload: { role: 'viewer' },
      });
      expect(unknown.statusCode).toBe(404);
      expect(await roleOf(theirMember, theirs.teamId)).toBe('member');
    });
  });

  describe('DELETE teams/{teamId}/members/{userId}', () => {
    const remove = (actor: BuiltUser, target: BuiltUser, teamId = actor.teamId) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/teams/${teamId}/members/${target.user.id}`,
        headers: actor.headers,
      });

    it('lets admins remove members, members leave, and protects owners', async () => {
      const { owner, admin, member, viewer } = await buildTeam();
      expect((await remove(member, viewer)).statusCode).toBe(403);
      expect((await remove(admin, owner)).statusCode).toBe(403);
      expect((await remove(admin, viewer)).json()).toEqual({ message: 'Success' });
      expect(await roleOf(viewer, owner.teamId)).toBeNull();
      expect((await remove(member, member)).statusCode).toBe(200);
      expect(await roleOf(member, owner.teamId)).toBeNull();
      const gone = await t.app.inject({
        method: 'GET',
        url: membersUrl(member),
        headers: member.headers,
      });
      expect(gone.statusCode).toBe(404);
    });

    it('refuses removing the last owner, and the owner of a personal organization', async () => {
      const owner = await buildUser(t);
      const personal = await remove(owner, owner);
      expect(personal.statusCode).toBe(403);
      const orgRes = await t.app.inject({
        method: 'POST',
        url: '/api/orgs',
        headers: { authorization: owner.headers.authorization ?? '' },
        payload: { name: 'Shared' },
      });
      const org = orgRes.json().data;
      const teamId = org.teams[0]._id;
      const headers = { ...owner.headers, 'x-organization-id': org._id, 'x-team-id': teamId };
      const colleague = await buildUser(t, { orgId: org._id, teamId, role: 'admin' });
      const last = await t.app.inject({
        method: 'DELETE',
        url: `/api/teams/${teamId}/members/${owner.user.id}`,
        headers,
      });
      expect(last.statusCode).toBe(409);
      expect(last.json().code).toBe('LAST_OWNER');
      expect(await roleOf(colleague, teamId)).toBe('admin');
    });

    it('answers 404 for another organization’s member, changing nothing', async () => {
      const { owner: mine } = await buildTeam();
      const { owner: theirs, viewer } = await buildTeam();
      expect((await remove(mine, viewer)).statusCode).toBe(404);
      expect((await remove(mine, viewer, theirs.teamId)).statusCode).toBe(404);
      expect(await roleOf(viewer, theirs.teamId)).toBe('viewer');
    });
  });
});
