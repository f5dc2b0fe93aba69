import { randomUUID } from 'node:crypto';
import { meResponseSchema } from '@tabletalk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { usageCounters, usageWindows } from '../../core/entitlements';
import { organizations, users } from '../../core/identity';

describe('GET users/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('needs a valid session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers the user, organizations, role, permissions and service usage', async () => {
    const me = await buildUser(t);
    const { month, day } = usageWindows(t.ctx.now());
    await t.ctx.db
      .insert(usageCounters)
      .values({ orgId: me.orgId, kind: 'question', month, monthCount: 2, day, dayCount: 2 });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: me.headers.authorization ?? '' },
    });
    expect(res.statusCode).toBe(200);
    const { data } = meResponseSchema.parse(res.json());
    expect(data.user).toMatchObject({
      _id: me.user.id,
      email: me.user.email,
      isConfirmed: true,
      hasPassword: true,
      hasGoogle: false,
    });
    expect(res.body).not.toContain('argon2');
    expect(data.role).toBe('owner');
    expect(data.permissions).toContain('org.manage');
    expect(data.selectedOrganizationId).toBe(me.orgId);
    expect(data.selectedTeamId).toBe(me.teamId);
    expect(data.organizations).toHaveLength(1);
    expect(data.serviceUsage).toMatchObject({
      plan: 'Basic',
      isTrial: false,
      dailyQuestions: { used: 2, limit: 20 },
      monthlyQuestions: { used: 2, limit: 300 },
      members: { used: 1, limit: 3 },
      dataSources: { used: 0, limit: 3 },
      maxFileRows: 1_000,
      maxFileColumns: 15,
      multiSheetExcel: false,
      databaseConnections: false,
      emailSupport: false,
    });
  });

  it('follows the organization and team headers', async () => {
    const owner = await buildUser(t);
    const viewer = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'viewer' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: viewer.headers,
    });
    const { data } = res.json();
    expect(data.selectedOrganizationId).toBe(owner.orgId);
    expect(data.role).toBe('viewer');
    expect(data.permissions).not.toContain('team.invite');
    expect(data.serviceUsage.members.used).toBe(2);
    expect(data.organizations.map((o: { _id: string }) => o._id)).toContain(viewer.orgId);

    const foreign = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { ...viewer.headers, 'x-organization-id': randomUUID(), 'x-team-id': '' },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('answers ORG_SUSPENDED for a suspended organization', async () => {
    const me = await buildUser(t);
    await t.ctx.db
      .update(organizations)
      .set({ status: 'suspended' })
      .where(eq(organizations.id, me.orgId));
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: me.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'ORG_SUSPENDED',
      message: 'Your organization has been suspended. Please contact support for assistance.',
    });
  });

  it('answers no scope for a user without an organization yet', async () => {
    const me = await buildUser(t);
    await t.ctx.db.delete(organizations).where(eq(organizations.id, me.orgId));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: me.headers.authorization ?? '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      role: null,
      permissions: [],
      serviceUsage: null,
      organizations: [],
      selectedOrganizationId: null,
    });
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, me.user.id));
    expect(user).toBeDefined();
  });
});
