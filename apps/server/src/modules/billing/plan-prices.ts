import type { PlanName } from '@tabletalk/contracts';
import { type BillingPeriod, findPlan, priceIdOf } from '../../core/entitlements';

/** What a catalogue price id sells: a plan for a period, or a one-time pack. */
export type PriceItem =
  | { kind: 'plan'; plan: PlanName; period: BillingPeriod }
  | { kind: 'OCR_PACK' | 'EXTRA_CREDITS' };

/** The catalogue's ids of the one-time packs, as the plans page shows them. */
export const PACK_PRICE_IDS = {
  OCR_PACK: 'price_ocr_pack',
  EXTRA_CREDITS: 'price_extra_credits',
} as const;

const PLAN_PRICE = /^price_([a-z]+)_(monthly|yearly)$/;

/**
 * What a price id of the catalogue (`price_pro_monthly`, `price_ocr_pack`) sells, or null for an
 * id the catalogue does not have. The browser only ever sends these ids; Stripe's own price ids
 * stay in the server's configuration.
 */
export function findPriceItem(priceId: string): PriceItem | null {
  if (priceId === PACK_PRICE_IDS.OCR_PACK) return { kind: 'OCR_PACK' };
  if (priceId === PACK_PRICE_IDS.EXTRA_CREDITS) return { kind: 'EXTRA_CREDITS' };
  const match = PLAN_PRICE.exec(priceId);
  const plan = match ? findPlan(match[1] ?? '') : null;
  if (!match || !plan?.prices) return null;
  const period: BillingPeriod = match[2] === 'yearly' ? 'Yearly' : 'Monthly';
  return priceIdOf(plan.name, period) === priceId
    ? { kind: 'plan', plan: plan.name, period }
    : null;
}
