import type { BillingProvider, Plan, UserSubscription } from '@tabletalk/contracts';
import { planRank } from './plan-rank';

/** What a plan's card offers the reader. */
export type PlanAction =
  /** The plan in force: nothing to do. */
  | { kind: 'current' }
  /** A free plan below the one in force: reached by cancelling, not by buying. */
  | { kind: 'none' }
  /** Pay for it on the payment page. */
  | { kind: 'checkout'; label: string }
  /** No payments on this server: ask the team for it with the request form. */
  | { kind: 'request' }
  /** No payments on this server: the administrator assigns it (see "How to change plan"). */
  | { kind: 'administrator' };

type Current = Pick<UserSubscription, 'plan' | 'period' | 'source'> | null;

/** The plan in force is this card's: same plan, and same period when it has one. */
export function isCurrentPlan(plan: Plan, current: Current): boolean {
  if (!current || current.plan !== plan.title) return false;
  return current.period === null || current.period === plan.type;
}

/** Team and Business are sold by request on a server without payments (SPEC 9). */
const REQUESTABLE: readonly Plan['title'][] = ['Team', 'Business'];

function checkoutLabel(plan: Plan, current: Current): string {
  if (current?.plan === plan.title) {
    // The trial's plan bought for real, or the same plan billed over another period.
    return current.source === 'trial' ? 'Subscribe' : `Switch to ${plan.type.toLowerCase()}`;
  }
  return planRank(plan.title) > planRank(current?.plan) ? 'Upgrade' : 'Switch';
}

/**
 * What a plan's card offers: buying it (Stripe), asking for it (no payments), or nothing (the
 * plan in force, a free plan). Whether the reader may act is the caller's (canManageBilling).
 * @example planAction({ plan: proMonthly, current: basic, billing: 'stripe' }) // Upgrade
 */
export function planAction({
  plan,
  current,
  billing,
}: {
  plan: Plan;
  current: Current;
  billing: BillingProvider;
}): PlanAction {
  const isCurrent = isCurrentPlan(plan, current);
  const isTrialPlan = isCurrent && current?.source === 'trial';
  if (isCurrent && !isTrialPlan) return { kind: 'current' };
  if (plan.price === 0) return { kind: 'none' };
  if (billing === 'stripe') return { kind: 'checkout', label: checkoutLabel(plan, current) };
  return REQUESTABLE.includes(plan.title) ? { kind: 'request' } : { kind: 'administrator' };
}
