import { assertWithinQuota } from './assert-within-quota';
import { planLimitError } from './plan-limit-error';
import { planOf } from './plans';
import type { EntitlementContext, OrgPlanRef } from './types';

/**
 * Refuses a new data source the plan does not allow: a database connection on a files-only plan
 * (Basic), or one source more than the plan's data-source limit. A quick refusal before slow work
 * (receiving a file, testing a connection); two requests at the last unit may both pass it, so
 * the transaction that inserts the source holds the limit with `holdQuota`, which is exact.
 * @throws AppError PLAN_LIMIT naming the limit and the plan that lifts it.
 */
export async function assertCanAddSource(
  ctx: EntitlementContext,
  org: OrgPlanRef,
  source: { kind: 'file' | 'database' },
): Promise<void> {
  const plan = planOf(org, ctx.now());
  if (source.kind === 'database' && !plan.limits.databaseConnections) {
    throw planLimitError(plan, 'databaseConnections', (l) => l.databaseConnections);
  }
  await assertWithinQuota(ctx, org, 'dataSources');
}
