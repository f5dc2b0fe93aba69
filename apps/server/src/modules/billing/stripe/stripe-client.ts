import Stripe from 'stripe';
import type { Env } from '../../../env';

export type StripeSettings = Extract<Env['billing'], { provider: 'stripe' }>['stripe'];

/** Stripe checks webhook signatures against this window (its `constructEvent` default, G1). */
export const WEBHOOK_TOLERANCE_S = 300;

/**
 * The Stripe SDK client for the configured key: Stripe's API, or a stand-in at STRIPE_API_URL
 * (tests; refused in production by env.ts). Requests time out after 20 s and retry twice with
 * Stripe's idempotency keys.
 */
export function createStripeClient(settings: StripeSettings): Stripe {
  const url = settings.apiUrl;
  return new Stripe(settings.secretKey, {
    timeout: 20_000,
    maxNetworkRetries: 2,
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === 'https:' ? 443 : 80),
          protocol: url.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/**
 * The event in a webhook's raw body, when its signature matches one of the configured secrets
 * (several during a rotation) within `WEBHOOK_TOLERANCE_S`; null otherwise.
 */
export function verifyWebhook(
  stripe: Stripe,
  settings: StripeSettings,
  rawBody: Buffer,
  signature: string | undefined,
  now: Date,
): Stripe.Event | null {
  if (!signature) return null;
  for (const secret of settings.webhookSecrets) {
    try {
      // `receivedAt` is in milliseconds: the SDK divides it by 1000 itself (seconds here would
      // make every signature look brand new, and a replayed old one pass).
      return stripe.webhooks.constructEvent(
        rawBody,
        signature,
        secret,
        WEBHOOK_TOLERANCE_S,
        undefined,
        now.getTime(),
      );
    } catch {
      // Not this secret (or not signed at all): try the next one.
    }
  }
  return null;
}
