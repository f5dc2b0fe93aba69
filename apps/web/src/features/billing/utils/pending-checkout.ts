import { planNameSchema, type ServiceUsage, type UserSubscription } from '@tabletalk/contracts';
import { z } from 'zod';
import type { StorageLike } from '../../../lib/storage';

export const PENDING_CHECKOUT_KEY = 'tabletalk:pending-checkout';

/**
 * What the browser left to pay for, so the success page knows what to wait for: a plan (its
 * name), or a pack (the pack units held before, to see them grow).
 */
const pendingCheckoutSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('plan'), plan: planNameSchema }),
  z.object({ kind: z.literal('pack'), unitsBefore: z.number() }),
]);
export type PendingCheckout = z.infer<typeof pendingCheckoutSchema>;

/** Notes the checkout about to open (this tab only: Stripe comes back to the same tab). */
export function rememberCheckout(pending: PendingCheckout, storage: StorageLike): void {
  try {
    storage.setItem(PENDING_CHECKOUT_KEY, JSON.stringify(pending));
  } catch {
    // Without storage the success page falls back to watching the subscription and packs.
  }
}

export function readPendingCheckout(storage: StorageLike): PendingCheckout | null {
  try {
    const raw = storage.getItem(PENDING_CHECKOUT_KEY);
    if (!raw) return null;
    const parsed = pendingCheckoutSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearPendingCheckout(storage: StorageLike): void {
  try {
    storage.removeItem(PENDING_CHECKOUT_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** OCR pack pages and extra credits held, together: a purchase of either makes it grow. */
export function packUnits(usage: ServiceUsage | null | undefined): number {
  if (!usage) return 0;
  return usage.ocrPackPages + usage.extraCredits;
}

interface Account {
  subscription: UserSubscription | null;
  serviceUsage: ServiceUsage | null;
}

/**
 * Whether the payment came through: the plan paid for is the Stripe subscription's, or the packs
 * grew. Without a note of what was bought (another tab), any Stripe subscription or any change in
 * the packs since the page opened counts.
 */
export function isCheckoutConfirmed({
  pending,
  first,
  latest,
}: {
  pending: PendingCheckout | null;
  first: Account;
  latest: Account;
}): boolean {
  const isStripe = latest.subscription?.source === 'stripe';
  const units = packUnits(latest.serviceUsage);
  if (pending?.kind === 'plan') return isStripe && latest.subscription?.plan === pending.plan;
  if (pending?.kind === 'pack') return units > pending.unitsBefore;
  return isStripe || units !== packUnits(first.serviceUsage);
}
