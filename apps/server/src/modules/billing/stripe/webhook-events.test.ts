import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import { type TestApp, testDatabaseKind } from '../../../../test/test-app';
import { auditEvents } from '../../../core/identity';
import { assignPlan } from '../assign-plan';
import { billingEvents, payments } from '../tables';
import {
  checkout,
  createStripeTestApp,
  me,
  OCR_PACK_PAGES,
  planShown,
  STRIPE_PRICE,
  sendEvent,
  subscribeToPro,
} from './test-helpers';
import { type StripeStandIn, startStripeStandIn, stripeEvent } from './testing';

describe(`Stripe webhook events applied once, in any order (G2, ${testDatabaseKind})`, () => {
  let stripe: StripeStandIn;
  let t: TestApp;

  const planChanges = (orgId: string) =>
    t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.orgId, orgId), eq(auditEvents.action, 'org.plan_changed')));
  const eventRows = (eventId: string) =>
    t.ctx.db.select().from(billingEvents).where(eq(billingEvents.eventId, eventId));
  const paymentsOf = (orgId: string) =>
    t.ctx.db.select().from(payments).where(eq(payments.orgId, orgId));
  /** A customer in the stand-in for the owner's organization, made through a Checkout. */
  const customerOf = async (owner: BuiltUser) => {
    const res = await checkout(t, owner, { priceId: 'price_pro_monthly' });
    expect(res.statusCode, res.body).toBe(200);
    const customer = stripe.sessions.get(res.json().data.sessionId)?.customer;
    if (!customer) throw new Error('no customer');
    return customer;
  };

  /** An active Pro Monthly subscription in the stand-in, for the owner's organization's customer. */
  const proSubscriptionOf = async (owner: BuiltUser) =>
    stripe.addSubscription({
      customer: await customerOf(owner),
      price: STRIPE_PRICE.proMonthly,
      metadata: { orgId: owner.orgId },
    });
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await createStripeTestApp(stripe);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('applies one event replayed five times at once exactly once, answering 200 to all', async () => {
    const owner = await buildUser(t);
    const subscription = await proSubscriptionOf(owner);
    const event = stripeEvent('customer.subscription.created', subscription);

    const answers = await Promise.all(Array.from({ length: 5 }, () => sendEvent(t, event)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const outcomes = answers.map((res) => res.json().outcome).sort();
    expect(outcomes).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);

    expect(await eventRows(event.id)).toHaveLength(1);
    const changes = await planChanges(owner.orgId);
    expect(changes).toHaveLength(1);
    expect(changes[0]?.detail).toEqual({ from: 'Basic', to: 'Pro', by: 'stripe' });
    expect(await planShown(t, owner)).toBe('Pro');
  });

  it('ends on what Stripe says now, whatever order created and updated arrive in', async () => {
    const owner = await buildUser(t);
    const subscription = await proSubscriptionOf(owner);
    // What `created` carried when Stripe sent it: an active subscription.
    const created = stripeEvent('customer.subscription.created', subscription);
    stripe.updateSubscription(subscription.id, {
      status: 'canceled',
      canceled_at: subscription.created + 60,
      ended_at: subscription.created + 60,
    });
    const updated = stripeEvent('customer.subscription.updated', subscription);

    expect((await sendEvent(t, updated)).statusCode).toBe(200);
    expect(await planShown(t, owner)).toBe('Basic');
    // The late `created` still holds the active copy; the current (canceled) one is fetched instead.
    expect(created.data.object).toMatchObject({ status: 'active' });
    const late = await sendEvent(t, created);
    expect(late.statusCode).toBe(200);
    expect(late.json().outcome).toBe('applied');

    const shown = await me(t, owner);
    expect(shown.serviceUsage?.plan).toBe('Basic');
    expect(shown.subscription).toMatchObject({ plan: 'Basic', source: 'assigned' });
    expect(await planChanges(owner.orgId)).toEqual([]);
  });

  it('never lets a slow re-fetch overwrite what a later one found (two events processed at once)', async () => {
    const owner = await buildUser(t);
    const subscription = await proSubscriptionOf(owner);
    await sendEvent(t, stripeEvent('customer.subscription.created', subscription));
    expect(await planShown(t, owner)).toBe('Pro');

    // An `updated` whose re-fetch reads the active subscription, then answers slowly…
    const held = stripe.hold(`GET /v1/subscriptions/${subscription.id}`);
    const slow = sendEvent(t, stripeEvent('customer.subscription.updated', subscription));
    await held.arrived;
    // …while the subscription is cancelled and the `deleted` event is handled meanwhile.
    stripe.updateSubscription(subscription.id, {
      status: 'canceled',
      ended_at: subscription.created,
    });
    const deleted = sendEvent(t, stripeEvent('customer.subscription.deleted', subscription));
    // The later read is applied first; the slow, earlier one must not overwrite it when it lands.
    // (Waiting a fixed time for it instead made the order depend on the machine's load.)
    expect((await deleted).statusCode).toBe(200);
    expect(await planShown(t, owner)).toBe('Basic');
    held.release();
    const answers = await Promise.all([slow, deleted]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(await planShown(t, owner)).toBe('Basic');
    expect((await me(t, owner)).subscription).toMatchObject({ status: 'canceled' });
  });

  it('never lets a late event about an older, ended subscription undo the newer one', async () => {
    const owner = await buildUser(t);
    const customer = await customerOf(owner);
    const dayAgo = Math.floor(t.ctx.now().getTime() / 1000) - 86_400;
    const old = stripe.addSubscription({
      customer,
      price: STRIPE_PRICE.proMonthly,
      metadata: { orgId: owner.orgId },
      created: dayAgo,
    });
    expect((await sendEvent(t, stripeEvent('customer.subscription.created', old))).statusCode).toBe(
      200,
    );
    stripe.updateSubscription(old.id, { status: 'canceled', ended_at: dayAgo + 60 });
    await sendEvent(t, stripeEvent('customer.subscription.deleted', old));
    expect(await planShown(t, owner)).toBe('Basic');

    const renewed = stripe.addSubscription({
      customer,
      price: STRIPE_PRICE.teamMonthly,
      metadata: { orgId: owner.orgId },
    });
    await sendEvent(t, stripeEvent('customer.subscription.created', renewed));
    expect(await planShown(t, owner)).toBe('Team');
    // Stripe retries an old event about the ended subscription.
    const late = await sendEvent(t, stripeEvent('customer.subscription.updated', old));
    expect(late.statusCode).toBe(200);
    expect(await planShown(t, owner)).toBe('Team');
    expect((await me(t, owner)).subscription).toMatchObject({ plan: 'Team', source: 'stripe' });
  });

  it('rolls the event back with its effect when processing dies before the commit: the retry applies it once', async () => {
    const owner = await buildUser(t);
    const subscription = await proSubscriptionOf(owner);
    const event = stripeEvent('customer.subscription.created', subscription);
    // The last write of the event's transaction fails, as a process killed there would leave it.
    await t.database.executeSql(`
      CREATE FUNCTION test_crash_before_commit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'crash before commit'; END $$;
      CREATE TRIGGER test_crash_before_commit BEFORE INSERT ON audit_events
      FOR EACH ROW WHEN (NEW.action = 'org.plan_changed') EXECUTE FUNCTION test_crash_before_commit();
    `);
    try {
      const crashed = await sendEvent(t, event);
      expect(crashed.statusCode).toBe(500);
    } finally {
      await t.database.executeSql(`
        DROP TRIGGER test_crash_before_commit ON audit_events;
        DROP FUNCTION test_crash_before_commit();
      `);
    }
    expect(await eventRows(event.id)).toEqual([]);
    expect(await planShown(t, owner)).toBe('Basic');

    const retried = await sendEvent(t, event);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().outcome).toBe('applied');
    expect((await sendEvent(t, event)).json().outcome).toBe('duplicate');
    expect(await eventRows(event.id)).toHaveLength(1);
    expect(await planChanges(owner.orgId)).toHaveLength(1);
    expect(await planShown(t, owner)).toBe('Pro');
  });

  it('answers 502 while Stripe cannot be asked, recording nothing, so Stripe’s retry applies it', async () => {
    const owner = await buildUser(t);
    const subscription = await proSubscriptionOf(owner);
    const event = stripeEvent('customer.subscription.created', subscription);
    stripe.failWith(`GET /v1/subscriptions/${subscription.id}`, 503);
    try {
      const res = await sendEvent(t, event);
      expect(res.statusCode).toBe(502);
      expect(res.json().code).toBe('BILLING_FAILED');
    } finally {
      stripe.clearFailures();
    }
    expect(await eventRows(event.id)).toEqual([]);
    expect(await planShown(t, owner)).toBe('Basic');
    const retried = await sendEvent(t, event);
    expect(retried.json().outcome).toBe('applied');
    expect(await planShown(t, owner)).toBe('Pro');
  });

  it('adds a paid OCR pack’s pages once, with a payment, however often the event comes', async () => {
    const owner = await buildUser(t);
    await assignPlan(t.ctx, { orgId: owner.orgId, plan: 'Pro' });
    const started = await checkout(t, owner, { priceId: 'price_ocr_pack', quantity: 2 });
    expect(started.statusCode, started.body).toBe(200);
    const session = stripe.completeSession(started.json().data.sessionId, { amountTotal: 2000 });
    expect(session).toMatchObject({
      mode: 'payment',
      payment_status: 'paid',
      metadata: { orgId: owner.orgId, kind: 'OCR_PACK', quantity: '2' },
    });
    expect((await me(t, owner)).serviceUsage?.ocrPackPages).toBe(0);

    const event = stripeEvent('checkout.session.completed', session);
    const first = await sendEvent(t, event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().outcome).toBe('applied');
    expect((await me(t, owner)).serviceUsage?.ocrPackPages).toBe(2 * OCR_PACK_PAGES);
    const recorded = await paymentsOf(owner.orgId);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      kind: 'OCR_PACK',
      amountMinor: 2000,
      currency: 'usd',
      status: 'paid',
      externalId: session.id,
    });

    // The same event again, and the same session under another event id: nothing more.
    expect((await sendEvent(t, event)).json().outcome).toBe('duplicate');
    const again = await sendEvent(t, stripeEvent('checkout.session.completed', session));
    expect(again.statusCode).toBe(200);
    expect((await me(t, owner)).serviceUsage?.ocrPackPages).toBe(2 * OCR_PACK_PAGES);
    expect(await paymentsOf(owner.orgId)).toHaveLength(1);
  });

  it('adds paid extra credits once, on a plan that sells them', async () => {
    const owner = await buildUser(t);
    await assignPlan(t.ctx, { orgId: owner.orgId, plan: 'Team' });
    const started = await checkout(t, owner, { priceId: 'price_extra_credits', quantity: 3 });
    expect(started.statusCode, started.body).toBe(200);
    const session = stripe.completeSession(started.json().data.sessionId, { amountTotal: 7500 });
    expect((await me(t, owner)).serviceUsage?.extraCredits).toBe(0);
    const event = stripeEvent('checkout.session.completed', session);
    expect((await sendEvent(t, event)).json().outcome).toBe('applied');
    // CREDITS_PACK_SIZE is 500 by default: three packs.
    expect((await me(t, owner)).serviceUsage?.extraCredits).toBe(1500);
    expect(
      (await sendEvent(t, stripeEvent('checkout.session.completed', session))).statusCode,
    ).toBe(200);
    expect((await me(t, owner)).serviceUsage?.extraCredits).toBe(1500);
    const [payment] = await paymentsOf(owner.orgId);
    expect(payment).toMatchObject({ kind: 'EXTRA_CREDITS', amountMinor: 7500 });
  });

  it('refuses extra credits to a plan without them', async () => {
    const owner = await buildUser(t);
    await assignPlan(t.ctx, { orgId: owner.orgId, plan: 'Pro' });
    const res = await checkout(t, owner, { priceId: 'price_extra_credits', quantity: 1 });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(
      'The Pro plan cannot buy extra credits. Upgrade to Team to buy them.',
    );
  });

  it('grants nothing for an unpaid pack session', async () => {
    const owner = await buildUser(t);
    await assignPlan(t.ctx, { orgId: owner.orgId, plan: 'Pro' });
    const started = await checkout(t, owner, { priceId: 'price_ocr_pack', quantity: 1 });
    const session = stripe.sessions.get(started.json().data.sessionId);
    const res = await sendEvent(t, stripeEvent('checkout.session.completed', session));
    expect(res.json().outcome).toBe('ignored');
    expect((await me(t, owner)).serviceUsage?.ocrPackPages).toBe(0);
    expect(await paymentsOf(owner.orgId)).toEqual([]);
  });

  it('puts the organization on the plan a completed subscription Checkout bought', async () => {
    const owner = await buildUser(t);
    await subscribeToPro(t, stripe, owner);
    expect(await planShown(t, owner)).toBe('Pro');
    // checkout.session.completed about the same subscription changes nothing more.
    const session = [...stripe.sessions.values()].find((s) => s.metadata.orgId === owner.orgId);
    const res = await sendEvent(t, stripeEvent('checkout.session.completed', session));
    expect(res.statusCode).toBe(200);
    expect(await planChanges(owner.orgId)).toHaveLength(1);
  });

  it('lists a paid invoice in the transaction history, in dollars with its invoice id', async () => {
    const owner = await buildUser(t);
    const subscription = await subscribeToPro(t, stripe, owner);
    const invoice = stripe.addInvoice({
      customer: subscription.customer,
      amountPaid: 2900,
      description: '1 × Pro (at $29.00 / month)',
    });
    const event = stripeEvent('invoice.paid', invoice);
    expect((await sendEvent(t, event)).statusCode).toBe(200);
    expect((await sendEvent(t, event)).json().outcome).toBe('duplicate');

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/subscription/getTransactionHistory',
      headers: owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      {
        _id: expect.any(String),
        kind: 'SUBSCRIPTION',
        description: '1 × Pro (at $29.00 / month)',
        amount: 29,
        currency: 'USD',
        status: 'paid',
        invoiceId: invoice.id,
        createdAt: new Date(invoice.created * 1000).toISOString(),
      },
    ]);
  });

  it('ignores events about a customer and organization that are not ours', async () => {
    const stranger = stripe.addSubscription({
      customer: 'cus_not_ours',
      price: STRIPE_PRICE.proMonthly,
      metadata: { orgId: '00000000-0000-4000-8000-000000000000' },
    });
    const res = await sendEvent(t, stripeEvent('customer.subscription.created', stranger));
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('ignored');
    const invoice = stripe.addInvoice({ customer: 'cus_not_ours', amountPaid: 100 });
    expect((await sendEvent(t, stripeEvent('invoice.paid', invoice))).json().outcome).toBe(
      'ignored',
    );
    expect(
      await t.ctx.db.select().from(payments).where(eq(payments.externalId, invoice.id)),
    ).toEqual([]);
  });
});
