import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { invites, organizations, teamMembers } from '../../../core/identity';
import { setOrganizationStatus } from './admin-commands';

const SUSPENDED = 'Your organization has been suspended. Please contact support for assistance.';

describe('a suspended organization', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gets ORG_SUSPENDED on every organization-scoped call, with no side effect', async () => {
    const owner = await buildUser(t);
    const member = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'member' });
    await t.ctx.db
      .update(organizations)
      .set({ plan: 'Pro' })
      .where(eq(organizations.id, owner.orgId));
    await setOrganizationStatus(t.ctx, { orgId: owner.orgId, status: 'suspended' });
    const team = `/api/teams/${owner.teamId}`;
    const calls = [
      { method: 'GET', url: '/api/users/me' },
      { method: 'GET', url: '/api/users/permissions' },
      { method: 'POST', url: '/api/users/get-user-email', payload: { email: member.user.email } },
      {
        method: 'POST',
        url: '/api/contact-us/email-support-create',
        payload: { subject: 'Hi', message: 'Hello' },
      },
      { method: 'GET', url: `${team}/members` },
      { method: 'GET', url: `${team}/members/list` },
      { method: 'PUT', url: `${team}/members/${member.user.id}`, payload: { role: 'viewer' } },
      { method: 'DELETE', url: `${team}/members/${member.user.id}` },
      {
        method: 'POST',
        url: `${team}/members/${member.user.id}/reset-password`,
        payload: { newPassword: 'another fine passphrase' },
      },
      {
        method: 'POST',
        url: `${team}/invite`,
        payload: { email: 'x@example.com', role: 'member' },
      },
      { method: 'GET', url: `${team}/invites` },
      { method: 'PUT', url: `/api/orgs/${owner.orgId}`, payload: { name: 'Renamed' } },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: owner.headers });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(res.json(), `${call.method} ${call.url}`).toMatchObject({
        code: 'ORG_SUSPENDED',
        message: SUSPENDED,
      });
    }
    const [membership] = await t.ctx.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.userId, member.user.id));
    expect(membership?.role).toBe('member');
    expect(await t.ctx.db.select().from(invites).where(eq(invites.orgId, owner.orgId))).toEqual([]);
    expect(t.emails()).toEqual([]);

    // The user can still see their organizations and switch away from the suspended one.
    const orgs = await t.app.inject({ method: 'GET', url: '/api/orgs', headers: owner.headers });
    expect(orgs.json().data[0]).toMatchObject({ _id: owner.orgId, status: 'suspended' });

    await setOrganizationStatus(t.ctx, { orgId: owner.orgId, status: 'active' });
    const back = await t.app.inject({
      method: 'GET',
      url: `${team}/members`,
      headers: owner.headers,
    });
    expect(back.statusCode).toBe(200);
  });
});
