import { planLimitError } from './plan-limit-error';
import { type PlanDefinition, planOf } from './plans';
import type { EntitlementContext, OrgPlanRef } from './types';
import { type CounterName, countUsage } from './usage-counters';

/**
 * Refuses when the organization has used all of a counted limit. `extra` adds usage the counter
 * does not see (pending invitations hold seats).
 * @throws AppError PLAN_LIMIT naming the limit and the plan that lifts it.
 */
export async function assertWithinQuota(
  ctx: EntitlementContext,
  org: OrgPlanRef,
  name: CounterName,
  extra = 0,
): Promise<PlanDefinition> {
  const plan = planOf(org, ctx.now());
  const limit = plan.limits[name];
  if (limit === null) return plan;
  const used = (await countUsage(ctx.db, name, org.id, ctx.now())) + extra;
  if (used >= limit) {
    throw planLimitError(plan, name, (limits) => {
      const other = limits[name];
      return other === null || other > used;
    });
  }
  return plan;
}
