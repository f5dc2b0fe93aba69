import { assertWithinQuota } from './assert-within-quota';
import { planLimitError } from './plan-limit-error';
import { planOf } from './plans';
import type { EntitlementContext, OrgPlanRef } from './types';

/**
 * Refuses a new data source the plan does not allow: a database connection on a files-only plan
 * (Basic), or one source more than the plan's data-source limit.
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

/**
 * Refuses a new Ask Docs project beyond the plan's limit.
 * @throws AppError PLAN_LIMIT.
 */
export async function assertCanAddAskDocsProject(
  ctx: EntitlementContext,
  org: OrgPlanRef,
): Promise<void> {
  await assertWithinQuota(ctx, org, 'askDocsProjects');
}
