import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { organizations } from '../../core/identity';

describe('account calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('POST users/get-user-email', () => {
    it('finds members of the current organization only', async () => {
      const owner = await buildUser(t);
      const colleague = await buildUser(t, {
        orgId: owner.orgId,
        teamId: owner.teamId,
        role: 'viewer',
      });
      const outsider = await buildUser(t);
      const lookUp = (email: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/get-user-email',
          headers: owner.headers,
          payload: { email },
        });

      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/api/users/get-user-email',
        payload: { email: colleague.user.email },
      });
      expect(anonymous.statusCode).toBe(401);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/users/get-user-email',
            headers: owner.headers,
            payload: {},
          })
        ).statusCode,
      ).toBe(400);

      const found = await lookUp(` ${colleague.user.email.toUpperCase()} `);
      expect(found.json()).toEqual({
        data: {
          _id: colleague.user.id,
          email: colleague.user.email,
          givenName: 'Test',
          familyName: 'User',
        },
      });
      expect((await lookUp(outsider.user.email)).json()).toEqual({ data: null });
      expect((await lookUp('nobody@example.com')).json()).toEqual({ data: null });
    });
  });

  describe('GET users/permissions', () => {
    it('answers the role and permissions in the selected organization', async () => {
      const owner = await buildUser(t);
      const viewer = await buildUser(t, {
        orgId: owner.orgId,
        teamId: owner.teamId,
        role: 'viewer',
      });
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/users/permissions' })).statusCode,
      ).toBe(401);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/users/permissions',
        headers: viewer.headers,
      });
      expect(res.json()).toEqual({
        data: ['team.view_members', 'sources.query', 'dashboards.view', 'askdocs.view'],
        role: 'viewer',
      });
    });
  });

  describe('POST contact-us/email-support-create', () => {
    const ask = (headers: Record<string, string>, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact-us/email-support-create',
        headers,
        payload,
      });

    it('is refused on Basic with a plan message, and emails support on Pro', async () => {
      const me = await buildUser(t);
      const request = { subject: 'Help <b>now</b>', message: 'My chart is empty.' };
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/contact-us/email-support-create',
            payload: request,
          })
        ).statusCode,
      ).toBe(401);
      expect((await ask(me.headers, { subject: '', message: 'x' })).statusCode).toBe(400);

      const basic = await ask(me.headers, request);
      expect(basic.statusCode).toBe(402);
      expect(basic.json()).toMatchObject({
        code: 'PLAN_LIMIT',
        message: 'The Basic plan does not include email support. Upgrade to Pro for email support.',
      });
      expect(t.emails(t.ctx.env.supportEmail)).toHaveLength(0);

      await t.ctx.db
        .update(organizations)
        .set({ plan: 'Pro' })
        .where(eq(organizations.id, me.orgId));
      const pro = await ask(me.headers, request);
      expect(pro.statusCode).toBe(200);
      expect(pro.json()).toEqual({ message: 'Success' });
      const [mail] = t.emails(t.ctx.env.supportEmail);
      expect(mail?.subject).toBe('[Support] Help <b>now</b>');
      expect(mail?.text).toContain(me.user.email);
      expect(mail?.text).toContain('My chart is empty.');
      expect(mail?.html).toContain('&lt;b&gt;');
    });
  });
});
