import type { UpdateDashboardRequest } from '@tabletalk/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DashboardActor } from './dashboards.policy';
import { type DashboardRow, getDashboard } from './find-dashboard';
import { getEditableDashboard } from './get-editable-dashboard';
import { scheduleRefresh } from './schedule-refresh';
import { dashboards } from './tables';

/**
 * `dashboard/update-dashboard/{id}`: renames, describes (an empty description removes it),
 * changes the visibility, or saves a draft (`save: true`), which lists it from then on.
 * @throws AppError NOT_FOUND; FORBIDDEN for someone who may not change it.
 */
export async function updateDashboard(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: { actor: DashboardActor; dashboardId: string; update: UpdateDashboardRequest },
): Promise<DashboardRow> {
  const { actor, update } = options;
  const row = await getEditableDashboard(ctx.db, options);
  await ctx.db
    .update(dashboards)
    .set({
      name: update.name,
      description: update.description === undefined ? undefined : update.description || null,
      visibility: update.visibility,
      isDraft: update.save ? false : undefined,
      updatedAt: ctx.now(),
    })
    .where(and(eq(dashboards.id, row.dashboard.id), eq(dashboards.orgId, actor.orgId)));
  const updated = await getDashboard(ctx.db, { ...actor, dashboardId: row.dashboard.id });
  // A saved draft starts the refreshes its frequency asks for.
  if (update.save && row.dashboard.isDraft) await scheduleRefresh(ctx, updated.dashboard);
  return updated;
}
