import type { SubscriptionCatalogue } from '@tabletalk/contracts';
import type { AppContext } from '../../context';
import { publicPlanOffers } from '../../core/entitlements';
import { PACK_PRICE_IDS } from './plan-prices';

/**
 * The plans on offer (the same list as `notification/getPlans`, from the one plan table) and the
 * one-time packs, which are only sold with a payment provider.
 */
export function planCatalogue(ctx: Pick<AppContext, 'env'>): SubscriptionCatalogue {
  const { billing } = ctx.env;
  const sold = (key: string) => billing.provider === 'stripe' && billing.stripe.prices.has(key);
  const packs: SubscriptionCatalogue['packs'] = [];
  if (sold('OCR_PACK')) {
    packs.push({
      kind: 'OCR_PACK',
      priceId: PACK_PRICE_IDS.OCR_PACK,
      units: billing.packs.ocrPages,
      price: billing.packs.ocrPriceUsd,
      currency: 'USD',
    });
  }
  if (sold('EXTRA_CREDITS')) {
    packs.push({
      kind: 'EXTRA_CREDITS',
      priceId: PACK_PRICE_IDS.EXTRA_CREDITS,
      units: billing.packs.credits,
      price: billing.packs.creditsPriceUsd,
      currency: 'USD',
    });
  }
  return { plans: publicPlanOffers(), billing: billing.provider, packs };
}
