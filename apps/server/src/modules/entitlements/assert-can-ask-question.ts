import { assertWithinQuota } from './assert-within-quota';
import type { EntitlementContext, OrgPlanRef } from './types';

/**
 * Refuses a question once today's or this month's questions (UTC) reach the plan's limits.
 * Record the question afterwards with `recordUsage(ctx, {kind: 'question', …})`.
 * @throws AppError PLAN_LIMIT, daily limit first.
 */
export async function assertCanAskQuestion(
  ctx: EntitlementContext,
  org: OrgPlanRef,
): Promise<void> {
  await assertWithinQuota(ctx, org, 'dailyQuestions');
  await assertWithinQuota(ctx, org, 'monthlyQuestions');
}

/**
 * Refuses connecting one more dashboard this month than the plan allows.
 * Record it afterwards with `recordUsage(ctx, {kind: 'dashboard.connected', …})`.
 * @throws AppError PLAN_LIMIT.
 */
export async function assertCanConnectDashboard(
  ctx: EntitlementContext,
  org: OrgPlanRef,
): Promise<void> {
  await assertWithinQuota(ctx, org, 'monthlyDashboards');
}
