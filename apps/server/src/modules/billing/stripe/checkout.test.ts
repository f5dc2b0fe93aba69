import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { assignPlan } from '../assign-plan';
import { checkout, createStripeTestApp, STRIPE_PRICE } from './test-helpers';
import { type StripeStandIn, startStripeStandIn } from './testing';

describe('Stripe Checkout (v2/subscription/create-checkout-session and the older calls)', () => {
  let stripe: StripeStandIn;
  let t: TestApp;
  let owner: BuiltUser;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await createStripeTestApp(stripe);
    owner = await buildUser(t);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('sends the owner to a subscription Checkout of the configured price, for a customer of the organization', async () => {
    const res = await checkout(t, owner, { priceId: 'price_pro_monthly' });
    expect(res.statusCode, res.body).toBe(200);
    const { url, sessionId } = res.json().data;
    const session = stripe.sessions.get(sessionId);
    expect(session).toBeDefined();
    expect(url).toBe(session?.url);
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);

    const customers = stripe.requestsTo('POST', '/v1/customers');
    expect(customers).toHaveLength(1);
    expect(customers[0]?.params).toMatchObject({
      email: owner.user.email,
      metadata: { orgId: owner.orgId },
    });
    // The SDK authenticates with the configured key, and the customer is made once even if retried.
    expect(customers[0]?.authorization).toBe('Bearer sk_test_standin');
    expect(customers[0]?.idempotencyKey).toBe(`customer-${owner.orgId}`);
    const customerId = [...stripe.customers.values()][0]?.id;

    const sessions = stripe.requestsTo('POST', '/v1/checkout/sessions');
    expect(sessions).toHaveLength(1);
    const params = sessions[0]?.params ?? {};
    expect(params).toMatchObject({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: owner.orgId,
      line_items: [{ price: STRIPE_PRICE.proMonthly, quantity: '1' }],
      metadata: { orgId: owner.orgId, kind: 'plan', priceId: 'price_pro_monthly' },
      subscription_data: { metadata: { orgId: owner.orgId } },
    });
    expect(params.success_url).toContain('/subscription-success');
    expect(params.success_url).toContain('{CHECKOUT_SESSION_ID}');
  });

  it.each([
    '/subscription/createSubscription',
    '/subscription/createSubscription-pro',
    '/subscription/plan-subscription',
  ])('answers %s the same way, reusing the customer', async (url) => {
    const before = stripe.requestsTo('POST', '/v1/checkout/sessions').length;
    const res = await checkout(t, owner, { priceId: 'price_team_monthly' }, url);
    expect(res.statusCode, res.body).toBe(200);
    const made = stripe.requestsTo('POST', '/v1/checkout/sessions');
    expect(made).toHaveLength(before + 1);
    expect(made.at(-1)?.params).toMatchObject({
      mode: 'subscription',
      line_items: [{ price: STRIPE_PRICE.teamMonthly, quantity: '1' }],
    });
    expect(res.json().data.url).toBe(stripe.sessions.get(res.json().data.sessionId)?.url);
    expect(stripe.requestsTo('POST', '/v1/customers')).toHaveLength(1);
  });

  it('makes one Stripe customer when the first purchase is clicked twice at once', async () => {
    const buyer = await buildUser(t);
    const answers = await Promise.all([
      checkout(t, buyer, { priceId: 'price_pro_monthly' }),
      checkout(t, buyer, { priceId: 'price_pro_monthly' }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    const theirs = [...stripe.customers.values()].filter((c) => c.metadata.orgId === buyer.orgId);
    expect(theirs).toHaveLength(1);
    const sessions = answers.map((res) => stripe.sessions.get(res.json().data.sessionId));
    expect(sessions.map((session) => session?.customer)).toEqual([theirs[0]?.id, theirs[0]?.id]);
  });

  it('refuses a member who is not the owner (403), and touches nothing in Stripe', async () => {
    const member = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'admin' });
    const before = stripe.requests.length;
    const res = await checkout(t, member, { priceId: 'price_pro_monthly' });
    expect(res.statusCode).toBe(403);
    expect(stripe.requests).toHaveLength(before);
  });

  it('refuses a price not on sale (400): unknown, or a plan without a configured Stripe price', async () => {
    const before = stripe.requests.length;
    for (const priceId of [
      'price_nope',
      'price_pro_weekly',
      'price_pro_yearly',
      'price_1StandInProMonthly',
    ]) {
      const res = await checkout(t, owner, { priceId });
      expect(res.statusCode, priceId).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect(stripe.requests).toHaveLength(before);
  });

  it('refuses an OCR pack on Basic (402 PLAN_LIMIT) and sells it on Pro as a one-time payment', async () => {
    const basic = await buildUser(t);
    const refused = await checkout(t, basic, { priceId: 'price_ocr_pack', quantity: 2 });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      details: { limit: 'OCR_PACK', plan: 'Basic', upgradeTo: 'Pro' },
    });

    await assignPlan(t.ctx, { orgId: basic.orgId, plan: 'Pro' });
    const res = await checkout(t, basic, { priceId: 'price_ocr_pack', quantity: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(stripe.requestsTo('POST', '/v1/checkout/sessions').at(-1)?.params).toMatchObject({
      mode: 'payment',
      line_items: [{ price: STRIPE_PRICE.ocrPack, quantity: '3' }],
      metadata: { orgId: basic.orgId, kind: 'OCR_PACK', quantity: '3' },
    });
    expect(stripe.requestsTo('POST', '/v1/checkout/sessions').at(-1)?.params).not.toHaveProperty(
      'subscription_data',
    );
  });

  it('answers 502 BILLING_FAILED when Stripe fails, without any of Stripe’s answer', async () => {
    const buyer = await buildUser(t);
    stripe.failWith('POST /v1/checkout/sessions', 500);
    try {
      const res = await checkout(t, buyer, { priceId: 'price_pro_monthly' });
      expect(res.statusCode).toBe(502);
      const body = res.json();
      expect(body.code).toBe('BILLING_FAILED');
      expect(Object.keys(body).sort()).toEqual(['code', 'message', 'requestId']);
      expect(res.body).not.toMatch(/stand-in|api_error|cus_|cs_test|sk_test|stripe\.com|\/v1\//i);
      expect(stripe.requestsTo('POST', '/v1/checkout/sessions').at(-1)?.params).toMatchObject({
        metadata: { orgId: buyer.orgId },
      });
    } finally {
      stripe.clearFailures();
    }
    const again = await checkout(t, buyer, { priceId: 'price_pro_monthly' });
    expect(again.statusCode).toBe(200);
  });
});

describe('Checkout without a payment provider (BILLING=none)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 409 BILLING_DISABLED, and the webhook is not served', async () => {
    const owner = await buildUser(t);
    const res = await checkout(t, owner, { priceId: 'price_pro_monthly' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('BILLING_DISABLED');
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    });
    expect(hook.statusCode).toBe(404);
  });
});
