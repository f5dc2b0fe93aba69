import { AppError } from '@tabletalk/contracts';
import { and, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { type DashboardActor, visibleDashboards } from '../dashboards.policy';
import { alerts } from '../tables';

/**
 * The alerts a user sees in the organization: those of the dashboards they see (the query joins
 * `dashboards` to `alerts.dashboard_id`), and their own alerts on a room's answer (rooms are
 * their creator's). Every lookup filters by this in the query, so another organization's alert,
 * or one on a dashboard the user does not see, is simply not found (404).
 */
export function visibleAlerts(actor: { orgId: string; userId: string }): SQL {
  return and(
    eq(alerts.orgId, actor.orgId),
    or(
      and(isNotNull(alerts.dashboardId), visibleDashboards(actor)),
      and(isNull(alerts.dashboardId), eq(alerts.createdBy, actor.userId)),
    ),
  ) as SQL;
}

/** Whether the actor may change an alert they see: its creator, or an admin, who may manage. */
export function canManageAlert(actor: DashboardActor, alert: { createdBy: string }): boolean {
  return actor.canManage && (alert.createdBy === actor.userId || actor.isAdmin);
}

/**
 * @throws AppError FORBIDDEN when the actor may not change the alert.
 */
export function authorizeManageAlert(actor: DashboardActor, alert: { createdBy: string }): void {
  if (!canManageAlert(actor, alert)) throw new AppError('FORBIDDEN');
}
