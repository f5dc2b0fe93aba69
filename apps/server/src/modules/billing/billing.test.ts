import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSession, buildUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { organizations } from '../../core/identity';
import { notifications } from '../notifications';
import { assignPlan } from './assign-plan';
import { billingAccounts, planRequests } from './tables';

const DAY = 24 * 60 * 60 * 1000;

describe('subscription area without a payment provider (BILLING=none)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SUPPORT_EMAIL: 'sales@example.com' });
  });
  afterAll(() => t.close());

  async function me(headers: Record<string, string>) {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  }

  function post(url: string, headers: Record<string, string>, payload: object = {}) {
    return t.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload });
  }

  it('serves the same plans as notification/getPlans, without packs, to anyone', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/v2/subscription/all' });
    const plans = await t.app.inject({ method: 'GET', url: '/api/notification/getPlans' });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.plans).toEqual(plans.json().data);
    expect(all.json().data.billing).toBe('none');
    expect(all.json().data.packs).toEqual([]);
    const pro = all
      .json()
      .data.plans.find(
        (p: { title: string; type: string }) => p.title === 'Pro' && p.type === 'Yearly',
      );
    expect(pro.priceId).toBe('price_pro_yearly');
  });

  it('shows a new account its assigned Basic plan and an unclaimed trial in users/me', async () => {
    const owner = await buildUser(t);
    const data = await me(owner.headers);
    expect(data.subscription).toMatchObject({
      _id: owner.orgId,
      plan: 'Basic',
      source: 'assigned',
      isTrail: false,
      isTrailAvailed: false,
      trialEndsAt: null,
      canManageBilling: true,
    });
    const member = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'member' });
    expect((await me(member.headers)).subscription.canManageBilling).toBe(false);
  });

  it('claims the Pro trial once, lifts the limits until its date, then returns to Basic', async () => {
    const owner = await buildUser(t);
    const wrongPrice = await post('subscription/pro-trial', owner.headers, {
      priceId: 'price_pro_yearly',
    });
    expect(wrongPrice.statusCode).toBe(400);

    const claimed = await post('subscription/pro-trial', owner.headers, {
      priceId: 'price_pro_monthly',
    });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().message).toBe('Successfully availed pro trial');

    const during = await me(owner.headers);
    expect(during.serviceUsage.plan).toBe('Pro');
    expect(during.serviceUsage.isTrial).toBe(true);
    expect(during.serviceUsage.maxFileColumns).toBe(50);
    expect(during.subscription).toMatchObject({ isTrail: true, isTrailAvailed: true });
    expect(during.subscription.source).toBe('trial');
    const days = (Date.parse(during.subscription.trialEndsAt) - t.ctx.now().getTime()) / DAY;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);

    const again = await post('subscription/pro-trial', owner.headers, {
      priceId: 'price_pro_monthly',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('TRIAL_ALREADY_AVAILED');

    t.advanceTime(14 * DAY + 1000);
    // The access token of two weeks ago has expired: sign in again.
    const { token } = await buildSession(t, owner.user.id);
    const after = await me({ ...owner.headers, authorization: `Bearer ${token}` });
    expect(after.serviceUsage.plan).toBe('Basic');
    expect(after.serviceUsage.maxFileColumns).toBe(15);
    expect(after.subscription).toMatchObject({
      plan: 'Basic',
      isTrail: false,
      isTrailAvailed: true,
      source: 'assigned',
    });
    // Nothing was rewritten: the organization's own plan never changed.
    const [org] = await t.ctx.db
      .select({ plan: organizations.plan })
      .from(organizations)
      .where(eq(organizations.id, owner.orgId));
    expect(org?.plan).toBe('Basic');
  });

  it('lets one of two claims at once win', async () => {
    const owner = await buildUser(t);
    const results = await Promise.all(
      [1, 2].map(() =>
        post('subscription/pro-trial', owner.headers, { priceId: 'price_pro_monthly' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses the trial to members, and to an organization already on Pro', async () => {
    const owner = await buildUser(t);
    const member = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'member' });
    const byMember = await post('subscription/pro-trial', member.headers, {
      priceId: 'price_pro_monthly',
    });
    expect(byMember.statusCode).toBe(403);
    await assignPlan(t.ctx, { orgId: owner.orgId, plan: 'Pro' });
    const onPro = await post('subscription/pro-trial', owner.headers, {
      priceId: 'price_pro_monthly',
    });
    expect(onPro.statusCode).toBe(409);
    expect(onPro.json().code).toBe('TRIAL_NOT_AVAILABLE');
    expect((await me(owner.headers)).subscription.isTrailAvailed).toBe(false);
  });

  it('sends a Team plan request to sales and to every owner, from any member', async () => {
    const owner = await buildUser(t);
    const member = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'member' });
    const invalid = await post('contact-us/subscription-create', member.headers, {
      kind: 'SUBSCRIPTION_GOLD',
    });
    expect(invalid.statusCode).toBe(400);
    const res = await post('contact-us/subscription-create', member.headers, {
      kind: 'SUBSCRIPTION_TEAM',
      message: 'We are 12 analysts.',
      seats: 12,
    });
    expect(res.statusCode).toBe(200);
    const [request] = await t.ctx.db
      .select()
      .from(planRequests)
      .where(eq(planRequests.orgId, owner.orgId));
    expect(request).toMatchObject({ kind: 'SUBSCRIPTION_TEAM', seats: 12, userId: member.user.id });
    const ownerNotes = await t.ctx.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, owner.user.id),
          eq(notifications.kind, 'billing.plan_requested'),
        ),
      );
    expect(ownerNotes).toHaveLength(1);
    expect(ownerNotes[0]?.title).toBe('Team plan requested');
    const mail = t.emails('sales@example.com').find((e) => e.text.includes(owner.orgId));
    expect(mail?.subject).toContain('[Plan request] Team');
    expect(mail?.text).toContain('We are 12 analysts.');
  });

  it('keeps payment history and the payment calls to the owner, and says billing is off', async () => {
    const owner = await buildUser(t);
    const member = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'member' });
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/subscription/getTransactionHistory',
      headers: owner.headers,
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().data).toEqual([]);
    const forMember = await t.app.inject({
      method: 'GET',
      url: '/api/subscription/getTransactionHistory',
      headers: member.headers,
    });
    expect(forMember.statusCode).toBe(403);
    for (const url of [
      'v2/subscription/create-checkout-session',
      'subscription/createSubscription',
      'subscription/createSubscription-pro',
      'subscription/plan-subscription',
    ]) {
      const res = await post(url, owner.headers, { priceId: 'price_pro_monthly' });
      expect(res.statusCode, url).toBe(409);
      expect(res.json().code, url).toBe('BILLING_DISABLED');
    }
    const portal = await post('v2/subscription/create-customer-portal', owner.headers);
    expect(portal.json().code).toBe('BILLING_DISABLED');
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(404);
  });

  it('shows one’s own subscription only, and needs a signed-in member', async () => {
    const owner = await buildUser(t);
    const other = await buildUser(t);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/subscription/user/${owner.user.id}`,
      headers: owner.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.plan).toBe('Basic');
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/subscription/user/${other.user.id}`,
      headers: owner.headers,
    });
    expect(theirs.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/subscription/user/${randomUUID()}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps a better paid plan when the administrator assigns a lower one', async () => {
    const owner = await buildUser(t);
    await assignPlan(t.ctx, { orgId: owner.orgId, plan: 'Pro' });
    await t.ctx.db
      .update(billingAccounts)
      .set({
        subscriptionPlan: 'Team',
        subscriptionStatus: 'active',
        subscriptionPeriod: 'Monthly',
      })
      .where(eq(billingAccounts.orgId, owner.orgId));
    expect(await assignPlan(t.ctx, { orgId: owner.orgId, plan: 'Basic' })).toBe('Team');
    await t.ctx.db
      .update(billingAccounts)
      .set({ subscriptionStatus: 'canceled' })
      .where(eq(billingAccounts.orgId, owner.orgId));
    expect(await assignPlan(t.ctx, { orgId: owner.orgId, plan: 'Basic' })).toBe('Basic');
  });
});

describe('an operator’s plan settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    const file = path.join(process.env.TMPDIR ?? '/tmp', `plans-${randomUUID()}.json`);
    writeFileSync(
      file,
      JSON.stringify({
        Pro: { prices: { Monthly: 39, Yearly: 390 }, limits: { monthlyQuestions: 5000 } },
      }),
    );
    t = await createTestApp({ PLANS_FILE: file, DEFAULT_PLAN: 'Team' });
  });
  afterAll(() => t.close());

  it('changes prices and limits from PLANS_FILE', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/subscription/all' });
    const pro = res
      .json()
      .data.plans.find((p: { priceId: string }) => p.priceId === 'price_pro_monthly');
    expect(pro.price).toBe(39);
    expect(pro.features).toContain('5,000 questions a month');
  });

  it('starts new organizations on DEFAULT_PLAN', async () => {
    const owner = await buildUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orgs',
      headers: owner.headers,
      payload: { name: 'Analytics' },
    });
    expect(res.statusCode).toBeLessThan(300);
    const [org] = await t.ctx.db
      .select({ plan: organizations.plan })
      .from(organizations)
      .where(eq(organizations.name, 'Analytics'));
    expect(org?.plan).toBe('Team');
  });

  it('refuses a PLANS_FILE with an unknown limit at start', async () => {
    const file = path.join(process.env.TMPDIR ?? '/tmp', `plans-${randomUUID()}.json`);
    writeFileSync(file, JSON.stringify({ Pro: { limits: { rockets: 3 } } }));
    await expect(createTestApp({ PLANS_FILE: file })).rejects.toThrow(/PLANS_FILE/);
  });
});
