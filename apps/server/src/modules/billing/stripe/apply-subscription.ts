import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppContext } from '../../../context';
import { findPlan } from '../../../core/entitlements';
import type { Db } from '../../../db/client';
import { lockBillingAccount } from '../billing-account';
import { syncOrganizationPlan } from '../sync-organization-plan';
import { billingAccounts } from '../tables';
import { priceKeyOf, type StripeGateway } from './stripe-gateway';

/** The plan and period a subscription's first item is priced at, when the price is configured. */
function planOfSubscription(gateway: StripeGateway, subscription: Stripe.Subscription) {
  const item = subscription.items.data[0];
  const key = item ? priceKeyOf(gateway.settings, item.price.id) : null;
  const [name = '', period = ''] = (key ?? '').split(':');
  const plan = findPlan(name);
  const validPeriod: 'Monthly' | 'Yearly' | null =
    period === 'Monthly' || period === 'Yearly' ? period : null;
  return {
    plan: plan && validPeriod ? plan.name : null,
    period: validPeriod,
    periodEnd: item?.current_period_end ?? null,
  };
}

/**
 * Records a subscription as Stripe describes it now (re-fetched by the caller, never taken from
 * an event's possibly stale copy) and derives the organization's plan from it, inside the
 * caller's transaction (G2). A subscription older than the one on record (an organization that
 * subscribed again) is ignored, so a late event about the old one cannot bring it back; so is a
 * copy of the same subscription fetched before the one on record (`fetchedAt`: when the caller
 * began asking Stripe), so a slow answer cannot undo a newer one.
 * @returns whether the account changed.
 */
export async function applySubscription(
  ctx: Pick<AppContext, 'log' | 'now'>,
  tx: Db,
  gateway: StripeGateway,
  options: { orgId: string; subscription: Stripe.Subscription; fetchedAt: Date },
): Promise<boolean> {
  const { subscription } = options;
  const account = await lockBillingAccount(tx, options.orgId);
  const created = new Date(subscription.created * 1000);
  const isOther = account.stripeSubscriptionId && account.stripeSubscriptionId !== subscription.id;
  if (isOther && account.subscriptionCreated && account.subscriptionCreated > created) return false;
  const readLater =
    account.subscriptionFetchedAt && account.subscriptionFetchedAt > options.fetchedAt;
  if (!isOther && readLater) return false;
  const priced = planOfSubscription(gateway, subscription);
  if (!priced.plan) {
    ctx.log.warn({ orgId: options.orgId }, 'stripe subscription with a price not in STRIPE_PRICES');
  }
  const customer =
    typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
  const [updated] = await tx
    .update(billingAccounts)
    .set({
      stripeCustomerId: customer,
      stripeSubscriptionId: subscription.id,
      subscriptionPlan: priced.plan,
      subscriptionPeriod: priced.period,
      subscriptionStatus: subscription.status,
      currentPeriodEnd: priced.periodEnd ? new Date(priced.periodEnd * 1000) : null,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      subscriptionCreated: created,
      subscriptionFetchedAt: options.fetchedAt,
      updatedAt: ctx.now(),
    })
    .where(eq(billingAccounts.orgId, account.orgId))
    .returning();
  if (updated) await syncOrganizationPlan(ctx, tx, updated, 'stripe');
  return true;
}
