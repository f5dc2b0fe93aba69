import { planLimitError } from './plan-limit-error';
import { planOf } from './plans';
import type { OrgPlanRef } from './types';

/**
 * Refuses email support on plans without it (Basic, SPEC 9).
 * @throws AppError PLAN_LIMIT: 'The Basic plan does not include email support. Upgrade to Pro for
 *   email support.'
 */
export function assertEmailSupport(
  org: Pick<OrgPlanRef, 'plan' | 'trialEndsAt'>,
  now: Date = new Date(),
): void {
  const plan = planOf(org, now);
  if (!plan.limits.emailSupport) throw planLimitError(plan, 'emailSupport', (l) => l.emailSupport);
}
