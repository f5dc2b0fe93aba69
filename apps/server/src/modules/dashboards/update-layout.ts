import { AppError, type UpdateLayoutRequest } from '@tabletalk/contracts';
import type { AppContext } from '../../context';
import type { DashboardActor } from './dashboards.policy';
import { listItems, writeItem } from './find-items';
import { getEditableDashboard } from './get-editable-dashboard';
import type { DashboardItemRow } from './presenter';

/**
 * `dashboard/update-layout/{id}`: saves where items sit on the grid (x, y, w, h in cells; each
 * within the grid's columns, checked by the contract). Items left out keep their place.
 * @throws AppError NOT_FOUND; FORBIDDEN; VALIDATION_FAILED naming an id that is not an item of
 *   this dashboard.
 */
export async function updateLayout(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: { actor: DashboardActor; dashboardId: string; layout: UpdateLayoutRequest['layout'] },
): Promise<DashboardItemRow[]> {
  const { actor } = options;
  const { dashboard } = await getEditableDashboard(ctx.db, options);
  const lookup = { orgId: actor.orgId, dashboardId: dashboard.id };
  const ids = new Set((await listItems(ctx.db, lookup)).map((item) => item.id));
  const stranger = options.layout.find((entry) => !ids.has(entry.itemId));
  if (stranger) {
    throw new AppError('VALIDATION_FAILED', {
      message: `${stranger.itemId} is not an item of this dashboard.`,
      details: { fields: ['layout'] },
    });
  }
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    for (const { itemId, ...layout } of options.layout) {
      await writeItem(tx, { orgId: actor.orgId, itemId, set: { layout, updatedAt: now } });
    }
  });
  return listItems(ctx.db, lookup);
}
