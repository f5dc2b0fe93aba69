import {
  AppError,
  type ReportSubscription,
  type SaveReportSubscriptionRequest,
} from '@tabletalk/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { insertedRow } from '../../../db/inserted-row';
import type { DashboardActor } from '../dashboards.policy';
import { getDashboard } from '../find-dashboard';
import { getEditableDashboard } from '../get-editable-dashboard';
import { dashboardSubscriptions } from '../tables';
import { findOrgMembers } from './find-members';
import { findSubscription } from './find-subscription';
import { presentSubscription } from './present-subscription';
import { reportRecipients } from './report-recipients';
import { scheduleReport, unscheduleReport } from './report-schedule';

interface SubscriptionRef {
  actor: DashboardActor;
  dashboardId: string;
}

/**
 * `GET dashboard/subscriptions/{dashboardId}`: the dashboard's report, or null.
 * @throws AppError NOT_FOUND when the user does not see the dashboard.
 */
export async function getReportSubscription(
  ctx: Pick<AppContext, 'db'>,
  { actor, dashboardId }: SubscriptionRef,
): Promise<ReportSubscription | null> {
  const { dashboard } = await getDashboard(ctx.db, { ...actor, dashboardId });
  const row = await findSubscription(ctx.db, { orgId: actor.orgId, dashboardId: dashboard.id });
  if (!row) return null;
  const members = await findOrgMembers(ctx.db, { orgId: actor.orgId, userIds: row.userIds });
  return presentSubscription(row, members);
}

/**
 * `PUT dashboard/subscriptions/{dashboardId}`: sets the dashboard's report — how often, and to
 * which members — and plans it (`dashboards.report`). Its first slot is the first after now.
 * @throws AppError NOT_FOUND; FORBIDDEN for someone who may not edit the dashboard;
 *   VALIDATION_FAILED when a recipient is no member of the organization or does not see it.
 */
export async function saveReportSubscription(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: SubscriptionRef & { request: SaveReportSubscriptionRequest },
): Promise<ReportSubscription> {
  const { actor, request } = options;
  const { dashboard } = await getEditableDashboard(ctx.db, options);
  const where = { orgId: actor.orgId, dashboardId: dashboard.id };
  const { recipients, refused } = await reportRecipients(ctx.db, {
    ...where,
    userIds: request.userIds,
  });
  if (refused.length > 0) {
    throw new AppError('VALIDATION_FAILED', { message: refused.join(' ') });
  }
  const row = await insertedRow(
    ctx.db
      .insert(dashboardSubscriptions)
      .values({
        ...where,
        createdBy: actor.userId,
        frequency: request.frequency,
        userIds: request.userIds,
      })
      .onConflictDoUpdate({
        target: dashboardSubscriptions.dashboardId,
        set: { frequency: request.frequency, userIds: request.userIds },
      })
      .returning(),
    `report subscription ${dashboard.id}`,
  );
  await scheduleReport(ctx, { ...where, frequency: row.frequency });
  return presentSubscription(row, recipients);
}

/**
 * `DELETE dashboard/subscriptions/{dashboardId}`: stops the dashboard's report (nothing happens
 * when it has none).
 * @throws AppError NOT_FOUND; FORBIDDEN for someone who may not edit the dashboard.
 */
export async function deleteReportSubscription(
  ctx: Pick<AppContext, 'db'>,
  options: SubscriptionRef,
): Promise<void> {
  const { dashboard } = await getEditableDashboard(ctx.db, options);
  await ctx.db
    .delete(dashboardSubscriptions)
    .where(
      and(
        eq(dashboardSubscriptions.dashboardId, dashboard.id),
        eq(dashboardSubscriptions.orgId, options.actor.orgId),
      ),
    );
  await unscheduleReport(ctx, dashboard.id);
}
