import { AppError } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { planOf } from '../../../core/entitlements';
import type { OrgScope } from '../../../core/identity';
import { findBillingAccount } from '../billing-account';
import { hasLiveSubscription } from '../own-plan';
import { findPriceItem, type PriceItem } from '../plan-prices';
import { ensureCustomer } from './ensure-customer';
import { openCustomerPortal } from './open-customer-portal';
import { callStripe, stripeGateway, stripePriceOf } from './stripe-gateway';

/** The Stripe price key of an item: 'Pro:Monthly', or the pack's kind. */
function priceKey(item: PriceItem): string {
  return item.kind === 'plan' ? `${item.plan}:${item.period}` : item.kind;
}

/**
 * Refuses a pack the plan cannot buy: OCR packs need a paid plan (SPEC 9, "Basic users must
 * upgrade"), extra credits a plan that has them (Team/Business).
 */
function assertCanBuy(scope: Pick<OrgScope, 'org'>, item: PriceItem, now: Date): void {
  if (item.kind === 'plan') return;
  const plan = planOf(scope.org, now);
  const allowed =
    item.kind === 'OCR_PACK' ? (plan.prices?.Monthly ?? 1) > 0 : plan.limits.extraCredits;
  if (allowed) return;
  const what = item.kind === 'OCR_PACK' ? 'OCR packs' : 'extra credits';
  const lifts = item.kind === 'OCR_PACK' ? 'Pro' : 'Team';
  throw new AppError('PLAN_LIMIT', {
    message: `The ${plan.name} plan cannot buy ${what}. Upgrade to ${lifts} to buy them.`,
    details: { limit: item.kind, plan: plan.name, upgradeTo: lifts },
  });
}

/**
 * Starts a purchase through Stripe Checkout: a plan (subscription) or a one-time pack, for the
 * organization the owner acts in. An organization that already pays for a plan changes it in
 * the Customer Portal instead, so it never ends up with two subscriptions.
 * @throws AppError BILLING_DISABLED (BILLING=none), VALIDATION_FAILED for a price not on sale
 *   here, PLAN_LIMIT for a pack the plan cannot buy, BILLING_FAILED when Stripe fails.
 */
export async function startCheckout(
  ctx: AppContext,
  options: { scope: OrgScope; email: string; priceId: string; quantity: number },
): Promise<{ url: string; sessionId?: string }> {
  const gateway = stripeGateway(ctx);
  const item = findPriceItem(options.priceId);
  const stripePrice = item ? stripePriceOf(gateway.settings, priceKey(item)) : null;
  if (!item || !stripePrice) {
    throw new AppError('VALIDATION_FAILED', { message: 'This price is not on sale here.' });
  }
  assertCanBuy(options.scope, item, ctx.now());
  const { org } = options.scope;
  const account = await findBillingAccount(ctx.db, org.id);
  if (item.kind === 'plan' && account && hasLiveSubscription(account)) {
    return openCustomerPortal(ctx, { orgId: org.id });
  }
  const customer = await ensureCustomer(ctx, gateway, { org, email: options.email });
  const quantity = item.kind === 'plan' ? 1 : options.quantity;
  const metadata = {
    orgId: org.id,
    kind: item.kind,
    priceId: options.priceId,
    quantity: String(quantity),
  };
  const session = await callStripe(ctx, 'checkout.sessions.create', () =>
    gateway.stripe.checkout.sessions.create({
      mode: item.kind === 'plan' ? 'subscription' : 'payment',
      customer,
      client_reference_id: org.id,
      line_items: [{ price: stripePrice, quantity }],
      metadata,
      ...(item.kind === 'plan' ? { subscription_data: { metadata: { orgId: org.id } } } : {}),
      success_url: `${ctx.env.publicUrl}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${ctx.env.publicUrl}/settings/plan`,
    }),
  );
  if (!session.url) throw new AppError('BILLING_FAILED');
  return { url: session.url, sessionId: session.id };
}
