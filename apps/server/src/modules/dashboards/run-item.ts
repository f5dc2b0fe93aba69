import { AppError, type AskResult } from '@tabletalk/contracts';
import type { AppContext } from '../../context';
import type { OrgPlanRef } from '../../core/entitlements';
import { type AskQuestion, ask } from '../answers';
import { findCurrentModel, getSourceForQuery, type QueryableSource } from '../sources';
import { writeItem } from './find-items';
import { itemChart } from './item-chart';
import type { DashboardItemRow } from './presenter';
import { cacheResult, findCachedResult, type ResultKey } from './result-cache';
import { schemaProblem } from './schema-problem';
import { getLiveSourceState, type SourceState } from './source-state';

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

/** An item's query as `ask` takes it: the structured query, else its SQL (guarded the same way). */
function questionOf(item: DashboardItemRow): AskQuestion {
  return item.structuredQuery
    ? { kind: 'structured-query', query: item.structuredQuery }
    : { kind: 'sql', sql: item.sql };
}

/** Errors that say the item's query no longer fits its source, rather than a passing failure. */
const BREAKING_CODES = new Set(['VALIDATION_FAILED', 'QUERY_FAILED']);

/**
 * Re-runs one item through `ask` (the question is counted; the per-organization query gate
 * applies inside) and stores its result, chart and refresh time. A query that no longer fits
 * the source marks the item broken with the reason, instead of failing the whole dashboard.
 * @throws AppError SOURCE_DELETED_DASHBOARD when the item's source was deleted; PLAN_LIMIT;
 *   QUERY_TIMEOUT, RATE_LIMITED, CONNECTION_FAILED... as `ask`.
 */
export async function runItem(
  ctx: AppContext,
  options: RunItemOptions,
): Promise<{ item: DashboardItemRow; outcome: ItemOutcome }> {
  const { item } = options;
  const lookup = { orgId: item.orgId, sourceId: item.sourceId };
  const state = options.state ?? (await getLiveSourceState(ctx.db, lookup));
  const key: ResultKey = {
    ...lookup,
    version: state.version,
    query: item.structuredQuery ?? item.sql,
  };
  const cached = options.useCache ? findCachedResult(key, ctx.now()) : null;
  if (cached) {
    return { item: await storeResult(ctx, item, cached.result, cached.at), outcome: 'cached' };
  }
  const model = item.structuredQuery
    ? (options.source?.model ?? (await findCurrentModel(ctx.db, item.sourceId)))
    : null;
  const problem = item.structuredQuery && model ? schemaProblem(item.structuredQuery, model) : null;
  if (problem) return { item: await markBroken(ctx, item, problem), outcome: 'broken' };
  let result: AskResult;
  try {
    const asked = await ask(ctx, {
      scope: { org: options.org, userId: options.userId },
      source:
        options.source ??
        (() => getSourceForQuery(ctx, { ...lookup, deletedError: 'SOURCE_DELETED_DASHBOARD' })),
      question: questionOf(item),
    });
    result = asked.result;
  } catch (error) {
    if (!(error instanceof AppError) || !BREAKING_CODES.has(error.code)) throw error;
    const reason = `This item no longer runs on its source: ${error.message}`;
    return { item: await markBroken(ctx, item, reason), outcome: 'broken' };
  }
  const at = ctx.now();
  cacheResult(key, result, at);
  return { item: await storeResult(ctx, item, result, at), outcome: 'refreshed' };
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
  result: AskResult,
  at: Date,
): Promise<DashboardItemRow> {
  const chart =
    item.kind === 'GRAPH' && result.answer ? itemChart(result.answer, item.chartEdits) : null;
  return changeItem(ctx, item, {
    result,
    chart,
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
