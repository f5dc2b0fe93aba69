import type { MeResponse } from '@tabletalk/contracts';
import type { BuiltUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import {
  type StandInEvent,
  type StandInSubscription,
  type StripeStandIn,
  signStripePayload,
  stripeEvent,
} from './testing';

/** Stripe's price ids in the tests' STRIPE_PRICES: unlike the catalogue's ids on purpose. */
export const STRIPE_PRICE = {
  proMonthly: 'price_1StandInProMonthly',
  teamMonthly: 'price_1StandInTeamMonthly',
  ocrPack: 'price_1StandInOcrPack',
  extraCredits: 'price_1StandInExtraCredits',
} as const;

/** The webhook secrets configured: the current one and the one being rotated out. */
export const WEBHOOK_SECRET = { current: 'whsec_standin_current', previous: 'whsec_standin_old' };

/** OCR pages per pack in the tests (not the default 100, so a count shows where it came from). */
export const OCR_PACK_PAGES = 150;

/** The app with BILLING=stripe, talking to `stripe`; `options` as `createTestApp` takes them. */
export function createStripeTestApp(
  stripe: StripeStandIn,
  overrides: Record<string, string> = {},
  options: Parameters<typeof createTestApp>[1] = {},
): Promise<TestApp> {
  return createTestApp(
    {
      BILLING: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_WEBHOOK_SECRET: `${WEBHOOK_SECRET.current},${WEBHOOK_SECRET.previous}`,
      STRIPE_PRICES: [
        `Pro:Monthly=${STRIPE_PRICE.proMonthly}`,
        `Team:Monthly=${STRIPE_PRICE.teamMonthly}`,
        `OCR_PACK=${STRIPE_PRICE.ocrPack}`,
        `EXTRA_CREDITS=${STRIPE_PRICE.extraCredits}`,
      ].join(','),
      STRIPE_API_URL: stripe.url,
      OCR_PACK_PAGES: String(OCR_PACK_PAGES),
      ...overrides,
    },
    options,
  );
}

/**
 * POSTs a raw webhook body with a `stripe-signature` header (none when undefined), as
 * `application/json` (Stripe itself adds `; charset=utf-8`).
 */
export function postWebhook(
  t: TestApp,
  payload: string,
  signature: string | undefined,
  contentType = 'application/json',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/stripe/webhook',
    headers: {
      'content-type': contentType,
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });
}

/** Sends an event as Stripe would: its JSON signed with the current secret, now. */
export function sendEvent(
  t: TestApp,
  event: StandInEvent,
  options: { secret?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify(event, null, 2);
  const timestamp = options.timestamp ?? Math.floor(t.ctx.now().getTime() / 1000);
  const signature = signStripePayload(payload, options.secret ?? WEBHOOK_SECRET.current, timestamp);
  return postWebhook(t, payload, signature);
}

/** `GET users/me` as `user`, in the organization of their headers. */
export async function me(t: TestApp, user: BuiltUser): Promise<MeResponse['data']> {
  const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: user.headers });
  if (res.statusCode !== 200) throw new Error(`users/me answered ${res.statusCode}: ${res.body}`);
  return res.json().data;
}

/** The plan `users/me` shows for the user's organization. */
export async function planShown(t: TestApp, user: BuiltUser): Promise<string | undefined> {
  return (await me(t, user)).serviceUsage?.plan;
}

/** `POST v2/subscription/create-checkout-session` as `user`. */
export function checkout(t: TestApp, user: BuiltUser, body: Record<string, unknown>, url?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api${url ?? '/v2/subscription/create-checkout-session'}`,
    headers: user.headers,
    payload: body,
  });
}

/**
 * Subscribes the owner's organization to Pro Monthly the way it happens for real: Checkout
 * through the API, the customer paying in the stand-in, then Stripe's
 * `customer.subscription.created` webhook. Returns the subscription as the stand-in holds it.
 */
export async function subscribeToPro(
  t: TestApp,
  stripe: StripeStandIn,
  owner: BuiltUser,
): Promise<StandInSubscription> {
  const res = await checkout(t, owner, { priceId: 'price_pro_monthly' });
  if (res.statusCode !== 200) throw new Error(`checkout answered ${res.statusCode}: ${res.body}`);
  const sessionId = res.json().data.sessionId;
  const session = stripe.completeSession(sessionId, { price: STRIPE_PRICE.proMonthly });
  const subscription = stripe.subscriptions.get(session.subscription ?? '');
  if (!subscription) throw new Error('the stand-in made no subscription');
  const sent = await sendEvent(t, stripeEvent('customer.subscription.created', subscription));
  if (sent.statusCode !== 200) throw new Error(`webhook answered ${sent.statusCode}: ${sent.body}`);
  return subscription;
}
