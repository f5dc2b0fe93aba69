import type { AppContext } from '../../context';
import type { DashboardActor } from './dashboards.policy';
import { getItem } from './find-items';
import type { DashboardItemRow } from './presenter';
import { runItem } from './run-item';

/**
 * `dashboard/query`: runs one item's stored structured query (or SQL) now, through `ask`, and
 * keeps the fresh result on the item (broken, with the reason, when it no longer fits its source).
 * @throws AppError NOT_FOUND when the user does not see the item; SOURCE_DELETED_DASHBOARD; as
 *   `runItem`.
 */
export async function queryItem(
  ctx: AppContext,
  options: { actor: DashboardActor; itemId: string },
): Promise<DashboardItemRow> {
  const { actor } = options;
  const { item } = await getItem(ctx.db, { ...actor, itemId: options.itemId });
  const ran = await runItem(ctx, { org: actor.org, userId: actor.userId, item, useCache: false });
  return ran.item;
}
