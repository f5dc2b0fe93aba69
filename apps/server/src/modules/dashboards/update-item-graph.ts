import { AppError, type UpdateGraphRequest } from '@tabletalk/contracts';
import { editChartSpec } from '@tabletalk/nlq';
import type { AppContext } from '../../context';
import { toAppError } from '../../lib/app-errors';
import { authorizeEditDashboard, type DashboardActor } from './dashboards.policy';
import { getItem, updateItem } from './find-items';
import type { DashboardItemRow } from './presenter';

/**
 * `dashboard/update-graph/{id}` (an item's id): changes the item's chart (type, axes, colour,
 * title) as a room's `db/update-graph` does, and keeps the edit so each refresh applies it to the
 * fresh answer. A table becomes a graph; a widget's single value has no chart to edit.
 * @throws AppError NOT_FOUND; FORBIDDEN; VALIDATION_FAILED when there is no answer to chart or
 *   the edit cannot apply (the message says why).
 */
export async function updateItemGraph(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: { actor: DashboardActor; itemId: string; edit: UpdateGraphRequest },
): Promise<DashboardItemRow> {
  const { actor } = options;
  const { item, dashboard } = await getItem(ctx.db, { ...actor, itemId: options.itemId });
  authorizeEditDashboard(actor, dashboard);
  const answer = item.result?.answer;
  if (!answer) {
    throw new AppError('VALIDATION_FAILED', { message: 'This item has no answer to chart.' });
  }
  if (item.kind === 'WIDGET') {
    throw new AppError('VALIDATION_FAILED', {
      message: 'A widget shows a single value; it has no chart to edit.',
    });
  }
  let chart: ReturnType<typeof editChartSpec>;
  try {
    chart = editChartSpec({ ...answer, chart: item.chart ?? answer.chart }, options.edit);
  } catch (error) {
    throw toAppError(error);
  }
  const chartEdits = { ...item.chartEdits, ...options.edit };
  return updateItem(ctx.db, {
    orgId: actor.orgId,
    itemId: item.id,
    set: { chart, chartEdits, kind: 'GRAPH', updatedAt: ctx.now() },
  });
}
