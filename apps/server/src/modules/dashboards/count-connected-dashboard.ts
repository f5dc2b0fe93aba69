import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import {
  type OrgPlanRef,
  type Reservation,
  reserveUsage,
  usageWindows,
} from '../../core/entitlements';
import { dashboards } from './tables';

/**
 * Counts the dashboard as connected this month, once: a dashboard is "connected" in a UTC month
 * when an answer is added to it that month (the plan's `monthlyDashboards` counts those). The
 * dashboard's `connected_month` is claimed by one conditional update, so two additions at once
 * count it once; the claim is given back with the count when the addition then fails.
 * Answers null when the dashboard was already counted this month.
 * @throws AppError PLAN_LIMIT when the month's connected dashboards are used up.
 */
export async function countConnectedDashboard(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: { org: OrgPlanRef; dashboardId: string },
): Promise<Reservation | null> {
  const { month } = usageWindows(ctx.now());
  const thisDashboard = and(
    eq(dashboards.id, options.dashboardId),
    eq(dashboards.orgId, options.org.id),
  );
  const claimed = await ctx.db
    .update(dashboards)
    .set({ connectedMonth: month })
    .where(
      and(
        thisDashboard,
        or(isNull(dashboards.connectedMonth), ne(dashboards.connectedMonth, month)),
      ),
    )
    .returning({ id: dashboards.id });
  if (claimed.length === 0) return null;
  // Another month in the column or none: both mean "not counted this month".
  const unclaim = () =>
    ctx.db
      .update(dashboards)
      .set({ connectedMonth: null })
      .where(and(thisDashboard, eq(dashboards.connectedMonth, month)));
  let use: Reservation;
  try {
    use = await reserveUsage(ctx, options.org, 'dashboard.connected');
  } catch (error) {
    await unclaim();
    throw error;
  }
  return {
    release: async () => {
      await use.release();
      await unclaim();
    },
  };
}
