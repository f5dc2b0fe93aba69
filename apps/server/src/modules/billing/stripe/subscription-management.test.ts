import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import { type TestApp, testDatabaseKind } from '../../../../test/test-app';
import { assignPlan } from '../assign-plan';
import { checkout, createStripeTestApp, me, subscribeToPro } from './test-helpers';
import { type StandInSubscription, type StripeStandIn, startStripeStandIn } from './testing';

describe(`Managing a Stripe subscription (cancel, portal, invoices, metadata; ${testDatabaseKind})`, () => {
  let stripe: StripeStandIn;
  let t: TestApp;
  let owner: BuiltUser;
  let subscription: StandInSubscription;
  /** Another organization with its own Stripe customer. */
  let other: BuiltUser;
  let otherCustomer: string;

  const post = (user: BuiltUser, url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: user.headers, payload });
  const invoicePdf = (user: BuiltUser, invoiceId: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v2/subscription/invoice-pdf?invoiceId=${encodeURIComponent(invoiceId)}`,
      headers: user.headers,
    });

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await createStripeTestApp(stripe);
    owner = await buildUser(t);
    // Assigned Core: a cancelled subscription falls back to it, not to Basic.
    await assignPlan(t.ctx, { orgId: owner.orgId, plan: 'Core' });
    subscription = await subscribeToPro(t, stripe, owner);
    other = await buildUser(t);
    const started = await checkout(t, other, { priceId: 'price_pro_monthly' });
    otherCustomer = stripe.sessions.get(started.json().data.sessionId)?.customer ?? '';
    expect(otherCustomer).toMatch(/^cus_/);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('starts on Pro from Stripe, over the assigned Core', async () => {
    expect((await me(t, owner)).subscription).toMatchObject({
      plan: 'Pro',
      source: 'stripe',
      cancelAtPeriodEnd: false,
    });
  });

  it('sends a paying organization’s new Checkout to the Customer Portal instead', async () => {
    const sessions = stripe.requestsTo('POST', '/v1/checkout/sessions').length;
    const res = await checkout(t, owner, { priceId: 'price_team_monthly' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    expect(stripe.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(sessions);
  });

  it('opens the Customer Portal for the organization’s customer (create-customer-portal)', async () => {
    const res = await post(owner, '/v2/subscription/create-customer-portal');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/test_bps_/);
    expect(stripe.requestsTo('POST', '/v1/billing_portal/sessions').at(-1)?.params).toMatchObject({
      customer: subscription.customer,
    });
    const member = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'member' });
    expect((await post(member, '/v2/subscription/create-customer-portal')).statusCode).toBe(403);
    // Before any purchase there is no customer to manage.
    const newcomer = await buildUser(t);
    expect((await post(newcomer, '/v2/subscription/create-customer-portal')).statusCode).toBe(404);
  });

  it('gives the PDF of the organization’s own invoice, and 404 for another customer’s', async () => {
    const own = stripe.addInvoice({ customer: subscription.customer, amountPaid: 2900 });
    const res = await invoicePdf(owner, own.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.url).toBe(own.invoice_pdf);

    const theirs = stripe.addInvoice({ customer: otherCustomer, amountPaid: 2900 });
    const refused = await invoicePdf(owner, theirs.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain(theirs.invoice_pdf);
    // The other organization gets its own.
    expect((await invoicePdf(other, theirs.id)).json().data.url).toBe(theirs.invoice_pdf);
    // Missing, and not an invoice id at all (never sent to Stripe).
    expect((await invoicePdf(owner, 'in_missing')).statusCode).toBe(404);
    const fetched = stripe.requestsTo('GET', /^\/v1\/invoices\//).length;
    expect((await invoicePdf(owner, '../customers/x')).statusCode).toBe(404);
    expect(stripe.requestsTo('GET', /^\/v1\/invoices\//)).toHaveLength(fetched);
  });

  it('answers 502 when Stripe fails to give the invoice, not 404 as if it did not exist', async () => {
    const own = stripe.addInvoice({ customer: subscription.customer, amountPaid: 2900 });
    stripe.failWith(`GET /v1/invoices/${own.id}`, 500);
    try {
      const res = await invoicePdf(owner, own.id);
      expect(res.statusCode).toBe(502);
      expect(res.json().code).toBe('BILLING_FAILED');
    } finally {
      stripe.clearFailures();
    }
  });

  it('sets metadata on the own customer only, and never the orgId the webhooks rely on', async () => {
    const updates = () => stripe.requestsTo('POST', /^\/v1\/customers\/.+/).length;
    const before = updates();
    const foreign = await post(owner, '/subscription/updateStripeMetadata', {
      customerId: otherCustomer,
      metadata: { note: 'hijack' },
    });
    expect(foreign.statusCode).toBe(404);
    const reserved = await post(owner, '/subscription/updateStripeMetadata', {
      customerId: subscription.customer,
      metadata: { orgId: other.orgId },
    });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().code).toBe('VALIDATION_FAILED');
    expect(updates()).toBe(before);
    expect(stripe.customers.get(otherCustomer)?.metadata).toEqual({ orgId: other.orgId });

    const own = await post(owner, '/subscription/updateStripeMetadata', {
      customerId: subscription.customer,
      metadata: { vatNumber: 'DE123', costCentre: '42' },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(
      stripe.requestsTo('POST', `/v1/customers/${subscription.customer}`).at(-1)?.params,
    ).toEqual({
      metadata: { vatNumber: 'DE123', costCentre: '42' },
    });
    expect(stripe.customers.get(subscription.customer)?.metadata).toEqual({
      orgId: owner.orgId,
      vatNumber: 'DE123',
      costCentre: '42',
    });
  });

  it('turns auto-renew off in Stripe (cancel-auto-renew), keeping Pro until the period ends', async () => {
    const res = await post(owner, '/v2/subscription/cancel-auto-renew-subscription');
    expect(res.statusCode, res.body).toBe(200);
    const update = stripe.requestsTo('POST', `/v1/subscriptions/${subscription.id}`).at(-1);
    expect(update?.params).toEqual({ cancel_at_period_end: 'true' });
    expect(stripe.subscriptions.get(subscription.id)?.cancel_at_period_end).toBe(true);
    const shown = await me(t, owner);
    expect(shown.serviceUsage?.plan).toBe('Pro');
    expect(shown.subscription).toMatchObject({ plan: 'Pro', cancelAtPeriodEnd: true });
  });

  it('cancels at once (cancel-subscription): the plan goes back to the assigned one', async () => {
    const res = await post(owner, '/subscription/cancel-subscription');
    expect(res.statusCode, res.body).toBe(200);
    expect(stripe.requestsTo('DELETE', `/v1/subscriptions/${subscription.id}`)).toHaveLength(1);
    expect(stripe.subscriptions.get(subscription.id)?.status).toBe('canceled');
    const shown = await me(t, owner);
    expect(shown.serviceUsage?.plan).toBe('Core');
    expect(shown.subscription).toMatchObject({ plan: 'Core', source: 'assigned' });
    // Nothing is left to cancel.
    expect((await post(owner, '/subscription/cancel-subscription')).statusCode).toBe(404);
    expect((await post(owner, '/v2/subscription/cancel-auto-renew-subscription')).statusCode).toBe(
      404,
    );
  });
});
