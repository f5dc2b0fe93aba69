import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import { type TestApp, testDatabaseKind } from '../../../../test/test-app';
import { billingAccounts, billingEvents } from '../tables';
import {
  createStripeTestApp,
  me,
  planShown,
  postWebhook,
  STRIPE_PRICE,
  sendEvent,
  WEBHOOK_SECRET,
} from './test-helpers';
import {
  type StandInSubscription,
  type StripeStandIn,
  signStripePayload,
  startStripeStandIn,
  stripeEvent,
} from './testing';

describe(`Stripe webhook signatures (G1, ${testDatabaseKind})`, () => {
  let stripe: StripeStandIn;
  let t: TestApp;
  let owner: BuiltUser;
  let subscription: StandInSubscription;

  const nowS = () => Math.floor(t.ctx.now().getTime() / 1000);
  const eventsRecorded = async () => t.ctx.db.select().from(billingEvents);
  const subscriptionFetches = () => stripe.requestsTo('GET', /^\/v1\/subscriptions\//).length;

  /** Nothing happened: no event recorded, Stripe not asked, the organization still on Basic. */
  const expectUnchanged = async (fetchesBefore: number) => {
    expect(await eventsRecorded()).toEqual([]);
    expect(subscriptionFetches()).toBe(fetchesBefore);
    expect(await planShown(t, owner)).toBe('Basic');
    const [account] = await t.ctx.db
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.orgId, owner.orgId));
    expect(account?.stripeSubscriptionId ?? null).toBeNull();
  };

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await createStripeTestApp(stripe);
  });
  beforeEach(async () => {
    owner = await buildUser(t);
    // A customer who paid in Stripe, not yet known here: only the metadata names the organization.
    const customer = `cus_standin_${owner.orgId.slice(0, 8)}`;
    subscription = stripe.addSubscription({
      customer,
      price: STRIPE_PRICE.proMonthly,
      metadata: { orgId: owner.orgId },
    });
    await t.ctx.db.delete(billingEvents);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('applies a correctly signed customer.subscription.created: the organization is on Pro, from Stripe', async () => {
    const before = await me(t, owner);
    expect(before.serviceUsage?.plan).toBe('Basic');
    expect(before.subscription?.source).toBe('assigned');

    const res = await sendEvent(t, stripeEvent('customer.subscription.created', subscription));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'applied' });

    const after = await me(t, owner);
    expect(after.serviceUsage?.plan).toBe('Pro');
    expect(after.subscription).toMatchObject({
      plan: 'Pro',
      period: 'Monthly',
      status: 'active',
      source: 'stripe',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date(
        (subscription.items.data[0]?.current_period_end ?? 0) * 1000,
      ).toISOString(),
    });
    expect(await eventsRecorded()).toHaveLength(1);
  });

  it('refuses a signature 301 seconds old (400) and changes nothing; 290 seconds is still accepted', async () => {
    const fetches = subscriptionFetches();
    const old = await sendEvent(t, stripeEvent('customer.subscription.created', subscription), {
      timestamp: nowS() - 301,
    });
    expect(old.statusCode).toBe(400);
    expect(old.json().code).toBe('WEBHOOK_INVALID');
    await expectUnchanged(fetches);

    const recent = await sendEvent(t, stripeEvent('customer.subscription.created', subscription), {
      timestamp: nowS() - 290,
    });
    expect(recent.statusCode, recent.body).toBe(200);
    expect(await planShown(t, owner)).toBe('Pro');
  });

  it('refuses a signature made with another secret (400)', async () => {
    const fetches = subscriptionFetches();
    const res = await sendEvent(t, stripeEvent('customer.subscription.created', subscription), {
      secret: 'whsec_someone_else',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('WEBHOOK_INVALID');
    await expectUnchanged(fetches);
  });

  it('refuses a body altered after signing (400), and one without a signature', async () => {
    const fetches = subscriptionFetches();
    const signed = JSON.stringify(stripeEvent('customer.subscription.created', subscription));
    const signature = signStripePayload(signed, WEBHOOK_SECRET.current, nowS());
    const altered = signed.replace('"livemode":false', '"livemode":true');
    expect(altered).not.toBe(signed);
    const res = await postWebhook(t, altered, signature);
    expect(res.statusCode).toBe(400);
    // Re-serialised JSON (what a parsed-then-stringified body would be) is not the signed bytes.
    const reformatted = JSON.stringify(JSON.parse(signed), null, 1);
    expect((await postWebhook(t, reformatted, signature)).statusCode).toBe(400);
    expect((await postWebhook(t, signed, undefined)).statusCode).toBe(400);
    expect((await postWebhook(t, signed, 'garbage')).statusCode).toBe(400);
    await expectUnchanged(fetches);
    // The untouched body with its signature goes through.
    expect((await postWebhook(t, signed, signature)).statusCode).toBe(200);
  });

  it('reads the body raw with the content type Stripe really sends (charset=utf-8)', async () => {
    const payload = JSON.stringify(stripeEvent('customer.subscription.created', subscription));
    const signature = signStripePayload(payload, WEBHOOK_SECRET.current, nowS());
    const res = await postWebhook(t, payload, signature, 'application/json; charset=utf-8');
    expect(res.statusCode, res.body).toBe(200);
    expect(await planShown(t, owner)).toBe('Pro');
  });

  it('accepts both configured secrets while one is rotated', async () => {
    const first = await sendEvent(t, stripeEvent('customer.subscription.created', subscription), {
      secret: WEBHOOK_SECRET.current,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().outcome).toBe('applied');
    const second = await sendEvent(t, stripeEvent('customer.subscription.updated', subscription), {
      secret: WEBHOOK_SECRET.previous,
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().outcome).toBe('applied');
    expect(await eventsRecorded()).toHaveLength(2);
  });
});
