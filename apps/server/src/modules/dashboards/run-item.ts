import { AppError, type AskResult, type ItemChange } from '@tabletalk/contracts';
import type { AppContext } from '../../context';
import type { OrgPlanRef } from '../../core/entitlements';
import { findCurrentModel, type QueryableSource } from '../sources';
import { cachedAsk, resultKeyOf } from './cached-ask';
import { writeItem } from './find-items';
import { itemChart } from './item-chart';
import type { DashboardItemRow } from './presenter';
import { findCachedResult } from './result-cache';
import { schemaProblem } from './schema-problem';
import { getLiveSourceState, type SourceState } from './source-state';
import { widgetChange } from './widget-change';

/** How running an item went: asked, answered from the cache, or broken (its `brokenReason`). */
export type ItemOutcome = 'refreshed' | 'cached' | 'broken';

export interface RunItemOptions {
  /** The organization whose plan counts the question, and the person it is asked as. */
  org: OrgPlanRef;
  userId: string;
  item: DashboardItemRow;
  /** Take a result of the same query on the same source version when one is fresh. */
  useCache: boolean;
  /** The item's source as the caller already read it (a dashboard's refresh reads each once). */
  state?: SourceState;
  /** The source ready to ask, with its knowledge, when the caller already read it. */
  source?: QueryableSource;
}

/** Errors that say the item's query no longer fits its source, rather than a passing failure. */
const BREAKING_CODES = new Set(['VALIDATION_FAILED', 'QUERY_FAILED']);

/**
 * Re-runs one item through `ask` (the question is counted; the per-organization query gate
 * applies inside) and stores its result, chart and refresh time, and for a WIDGET its change
 * against the previous period. A query that no longer fits the source marks the item broken
 * with the reason, instead of failing the whole dashboard.
 * @throws AppError SOURCE_DELETED_DASHBOARD when the item's source was deleted; PLAN_LIMIT;
 *   QUERY_TIMEOUT, RATE_LIMITED, CONNECTION_FAILED... as `ask`.
 */
export async function runItem(
  ctx: AppContext,
  options: RunItemOptions,
): Promise<{ item: DashboardItemRow; outcome: ItemOutcome }> {
  const { item } = options;
  const state =
    options.state ??
    (await getLiveSourceState(ctx.db, { orgId: item.orgId, sourceId: item.sourceId }));
  const asked = { ...options, sourceId: item.sourceId, state };
  const query = item.structuredQuery ?? item.sql;
  const cached = options.useCache
    ? findCachedResult(resultKeyOf({ ...asked, query }), ctx.now())
    : null;
  if (cached) {
    const change = await changeOf(ctx, { ...asked, result: cached.result });
    const stored = await storeResult(ctx, item, { ...cached, change });
    return { item: stored, outcome: 'cached' };
  }
  const model = item.structuredQuery ? await modelOf(ctx, options) : null;
  const problem = item.structuredQuery && model ? schemaProblem(item.structuredQuery, model) : null;
  if (problem) return { item: await markBroken(ctx, item, problem), outcome: 'broken' };
  let result: AskResult;
  let at: Date;
  try {
    ({ result, at } = await cachedAsk(ctx, { ...asked, query, useCache: false }));
  } catch (error) {
    if (!(error instanceof AppError) || !BREAKING_CODES.has(error.code)) throw error;
    const reason = `This item no longer runs on its source: ${error.message}`;
    return { item: await markBroken(ctx, item, reason), outcome: 'broken' };
  }
  const change = await changeOf(ctx, { ...asked, result });
  return { item: await storeResult(ctx, item, { result, at, change }), outcome: 'refreshed' };
}

/** The knowledge of the item's source: as the caller read it, else read now (cached by version). */
function modelOf(ctx: AppContext, options: RunItemOptions) {
  return options.source ? options.source.model : findCurrentModel(ctx.db, options.item.sourceId);
}

/**
 * A WIDGET's change against the previous period, its comparison query run as the item's own
 * (through `ask`, cached alike). A comparison that cannot run leaves the change out (null): it
 * never breaks the item.
 */
async function changeOf(
  ctx: AppContext,
  options: RunItemOptions & { sourceId: string; state: SourceState; result: AskResult },
): Promise<ItemChange | null> {
  const { item, result } = options;
  if (item.kind !== 'WIDGET' || !item.structuredQuery || !result.answer) return null;
  try {
    const model = await modelOf(ctx, options);
    if (!model) return null;
    return await widgetChange({
      query: item.structuredQuery,
      result,
      model,
      run: async (query) => (await cachedAsk(ctx, { ...options, query })).result,
    });
  } catch (error) {
    ctx.log.warn(
      { err: error, itemId: item.id },
      'widget change against the previous period failed',
    );
    return null;
  }
}

/** Writes what changed and answers the item as it now is (without reading its result back). */
async function changeItem(
  ctx: AppContext,
  item: DashboardItemRow,
  set: Partial<DashboardItemRow>,
): Promise<DashboardItemRow> {
  await writeItem(ctx.db, { orgId: item.orgId, itemId: item.id, set });
  return { ...item, ...set };
}

function storeResult(
  ctx: AppContext,
  item: DashboardItemRow,
  ran: { result: AskResult; at: Date; change: ItemChange | null },
): Promise<DashboardItemRow> {
  const { result, at, change } = ran;
  const chart =
    item.kind === 'GRAPH' && result.answer ? itemChart(result.answer, item.chartEdits) : null;
  return changeItem(ctx, item, {
    result,
    chart,
    change,
    lastRefreshedAt: at,
    brokenReason: null,
    updatedAt: ctx.now(),
  });
}

function markBroken(
  ctx: AppContext,
  item: DashboardItemRow,
  brokenReason: string,
): Promise<DashboardItemRow> {
  return changeItem(ctx, item, { brokenReason, updatedAt: ctx.now() });
}
