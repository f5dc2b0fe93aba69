import Stripe from 'stripe';
import { nowS, type StandInEvent, stripeId } from './stand-in-objects';

/** A Stripe event of `type` about `object`, as Stripe would POST it to the webhook. */
export function stripeEvent(
  type: Stripe.Event.Type,
  object: unknown,
  options: { id?: string } = {},
): StandInEvent {
  return {
    id: options.id ?? stripeId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: nowS(),
    type,
    data: { object: structuredClone(object) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
}

/**
 * The `stripe-signature` header Stripe would send with `payload`, signed with `secret` at
 * `timestamp` (seconds; now by default), through the SDK's own test helper.
 */
export function signStripePayload(
  payload: string,
  secret: string,
  timestamp: number = nowS(),
): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}
