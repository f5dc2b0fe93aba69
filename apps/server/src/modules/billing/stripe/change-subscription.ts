import { AppError } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { findBillingAccount } from '../billing-account';
import { hasLiveSubscription } from '../own-plan';
import { applySubscription } from './apply-subscription';
import { callStripe, stripeGateway } from './stripe-gateway';

/**
 * Turns off auto-renew (`cancel-auto-renew-subscription`: the plan stays until the paid period
 * ends) or cancels at once (`cancel-subscription`), then records what Stripe answers, as a
 * webhook would, so the page shows it without waiting for the event.
 * @throws AppError BILLING_DISABLED, NOT_FOUND without a live subscription, BILLING_FAILED.
 */
export async function changeSubscription(
  ctx: AppContext,
  options: { orgId: string; change: 'stop-renewal' | 'cancel-now' },
): Promise<void> {
  const gateway = stripeGateway(ctx);
  const account = await findBillingAccount(ctx.db, options.orgId);
  const id = account?.stripeSubscriptionId;
  if (!account || !id || !hasLiveSubscription(account)) {
    throw new AppError('NOT_FOUND', { message: 'There is no paid subscription to cancel.' });
  }
  const fetchedAt = ctx.now();
  const subscription = await callStripe(ctx, `subscriptions.${options.change}`, () =>
    options.change === 'cancel-now'
      ? gateway.stripe.subscriptions.cancel(id)
      : gateway.stripe.subscriptions.update(id, { cancel_at_period_end: true }),
  );
  await ctx.db.transaction((tx) =>
    applySubscription(ctx, tx, gateway, { orgId: options.orgId, subscription, fetchedAt }),
  );
}
