import { AppError } from '@tabletalk/contracts';
import type Stripe from 'stripe';
import type { AppContext } from '../../../context';
import { createStripeClient, type StripeSettings } from './stripe-client';

/** The configured Stripe client and settings of a context. */
export interface StripeGateway {
  stripe: Stripe;
  settings: StripeSettings;
}

const clients = new WeakMap<StripeSettings, Stripe>();

/**
 * Stripe, when this server takes payments through it (BILLING=stripe); one SDK client per
 * configuration.
 * @throws AppError BILLING_DISABLED with BILLING=none.
 */
export function stripeGateway(ctx: Pick<AppContext, 'env'>): StripeGateway {
  const billing = ctx.env.billing;
  if (billing.provider !== 'stripe') throw new AppError('BILLING_DISABLED');
  let stripe = clients.get(billing.stripe);
  if (!stripe) {
    stripe = createStripeClient(billing.stripe);
    clients.set(billing.stripe, stripe);
  }
  return { stripe, settings: billing.stripe };
}

/**
 * Runs a call to Stripe; a failure of Stripe or of the network becomes BILLING_FAILED (502) and
 * is logged without the request (which may carry customer data), so callers never leak it.
 */
export async function callStripe<T>(
  ctx: Pick<AppContext, 'log'>,
  what: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string; type?: string }).type ?? 'unknown';
    ctx.log.warn({ what, stripeError: code }, 'stripe call failed');
    throw new AppError('BILLING_FAILED');
  }
}

/** The configured Stripe price of 'Pro:Monthly' or 'OCR_PACK', or null when not sold online. */
export function stripePriceOf(settings: StripeSettings, key: string): string | null {
  return settings.prices.get(key) ?? null;
}

/** Which plan period or pack a Stripe price id is ('Pro:Monthly', 'OCR_PACK'), or null. */
export function priceKeyOf(settings: StripeSettings, stripePriceId: string): string | null {
  for (const [key, id] of settings.prices) if (id === stripePriceId) return key;
  return null;
}
