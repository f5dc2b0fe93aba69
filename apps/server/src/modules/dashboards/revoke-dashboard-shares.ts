import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DashboardActor } from './dashboards.policy';
import { getEditableDashboard } from './get-editable-dashboard';
import { listShares } from './list-shares';
import type { DashboardShareRow } from './presenter';
import { dashboardShares } from './tables';

/**
 * `DELETE dashboard/share/{id}`: stops sharing a dashboard with members (a user it is not shared
 * with changes nothing); they no longer see it unless it is PUBLIC. Answers the members it is
 * still shared with.
 * @throws AppError NOT_FOUND; FORBIDDEN for someone who may not change it.
 */
export async function revokeDashboardShares(
  ctx: Pick<AppContext, 'db'>,
  options: { actor: DashboardActor; dashboardId: string; userIds: string[] },
): Promise<DashboardShareRow[]> {
  const { actor } = options;
  const { dashboard } = await getEditableDashboard(ctx.db, options);
  await ctx.db
    .delete(dashboardShares)
    .where(
      and(
        eq(dashboardShares.orgId, actor.orgId),
        eq(dashboardShares.dashboardId, dashboard.id),
        inArray(dashboardShares.userId, options.userIds),
      ),
    );
  return listShares(ctx.db, { orgId: actor.orgId, dashboardId: dashboard.id });
}
