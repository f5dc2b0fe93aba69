import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { organizations } from '../../../core/identity';

describe('organizations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/orgs' })).statusCode).toBe(401);
    const post = await t.app.inject({ method: 'POST', url: '/api/orgs', payload: { name: 'X' } });
    expect(post.statusCode).toBe(401);
  });

  it('creates an organization on Basic with its creator as owner, and lists it', async () => {
    const me = await buildUser(t);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/orgs',
      headers: me.headers,
      payload: { name: '  ' },
    });
    expect(bad.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orgs',
      headers: me.headers,
      payload: { name: ' Acme ' },
    });
    expect(res.statusCode).toBe(201);
    const org = res.json().data;
    expect(org).toMatchObject({ name: 'Acme', plan: 'Basic', status: 'active', isPersonal: false });
    expect(org.teams).toEqual([
      expect.objectContaining({ name: 'Default team', role: 'owner', isDefault: true }),
    ]);
    const list = await t.app.inject({ method: 'GET', url: '/api/orgs', headers: me.headers });
    expect(list.json().data.map((o: { name: string }) => o.name)).toEqual([
      `${me.user.email}'s organization`,
      'Acme',
    ]);
  });

  it('limits how many free organizations a person may own (FREE_ORGS_PER_PERSON, default 2)', async () => {
    expect(t.ctx.env.freeOrgsPerPerson).toBe(2);
    const me = await buildUser(t);
    const create = (name: string) =>
      t.app.inject({ method: 'POST', url: '/api/orgs', headers: me.headers, payload: { name } });
    // The personal organization and one more; two requests at once cannot both take the last.
    const racing = await Promise.all([create('One'), create('Two')]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 402]);
    const refused = racing.find((r) => r.statusCode === 402)?.json();
    expect(refused).toMatchObject({
      code: 'PLAN_LIMIT',
      message:
        'You already own 2 organizations on a free plan, the most one person may. Upgrade one of them to Pro, or ask an administrator, to create another.',
    });
    const owned = await t.app.inject({ method: 'GET', url: '/api/orgs', headers: me.headers });
    expect(owned.json().data).toHaveLength(2);

    // A paid organization holds no free quota: upgrading one frees a place.
    await t.ctx.db.update(organizations).set({ plan: 'Pro' }).where(eq(organizations.id, me.orgId));
    expect((await create('Three')).statusCode).toBe(201);
    expect((await create('Four')).statusCode).toBe(402);
  });

  it('renames for owners only; another organization is 404', async () => {
    const owner = await buildUser(t);
    const admin = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'admin' });
    const rename = (who: typeof owner, id = owner.orgId) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/orgs/${id}`,
        headers: who.headers,
        payload: { name: 'Renamed' },
      });
    expect((await rename(admin)).statusCode).toBe(403);
    const stranger = await buildUser(t);
    expect((await rename(stranger)).statusCode).toBe(404);
    expect((await rename(owner, randomUUID())).statusCode).toBe(404);
    const [unchanged] = await t.ctx.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, owner.orgId));
    expect(unchanged?.name).not.toBe('Renamed');
    const res = await rename(owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: owner.orgId, name: 'Renamed' });
  });
});
