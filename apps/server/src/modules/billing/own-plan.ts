import type { PlanName } from '@tabletalk/contracts';
import { findPlan } from '../../core/entitlements';
import type { billingAccounts } from './tables';

type Account = Pick<
  typeof billingAccounts.$inferSelect,
  'assignedPlan' | 'subscriptionPlan' | 'subscriptionStatus'
>;

/**
 * Stripe statuses in which a subscription's plan applies: paid, in Stripe's own trial, or a
 * payment being retried (Stripe's dunning), so a declined card does not cut a team off at once.
 */
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

/** Whether the account's paid subscription gives its plan now. */
export function hasLiveSubscription(account: Account): boolean {
  return (
    account.subscriptionPlan !== null &&
    account.subscriptionStatus !== null &&
    LIVE_STATUSES.has(account.subscriptionStatus)
  );
}

/**
 * The organization's own plan (stored in `organizations.plan`; the Pro trial is added on read by
 * `planOf`): the better of the assigned plan and a live paid subscription's. Derived from the
 * current state alone, so webhook events in any order end in the same plan (G2).
 */
export function ownPlan(account: Account): PlanName {
  const assigned = findPlan(account.assignedPlan);
  const paid = hasLiveSubscription(account) ? findPlan(account.subscriptionPlan ?? '') : null;
  const best = [assigned, paid].filter((plan) => plan !== null).sort((a, b) => b.rank - a.rank)[0];
  return best?.name ?? 'Basic';
}
