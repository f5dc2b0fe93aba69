import { AppError, type AskResult, type ItemChange } from '@tabletalk/contracts';
import type { AppContext } from '../../context';
import type { OrgPlanRef, Reservations } from '../../core/entitlements';
import { findCurrentModel, type QueryableSource } from '../sources';
import { cachedAsk, resultKeyOf } from './cached-ask';
import { type ItemToRun, writeItem } from './find-items';
import { itemChart } from './item-chart';
import type { DashboardItemRow } from './presenter';
import { findCachedResult } from './result-cache';
import { schemaProblem } from './schema-problem';
import { getLiveSourceState, type SourceState } from './source-state';
import { widgetChange } from './widget-change';

/** How running an item went: asked, answered from the cache, or broken (its `brokenReason`). */
export type ItemOutcome = 'refreshed' | 'cached' | 'broken';

export interface RunItemOptions<Item extends ItemToRun = DashboardItemRow> {
  /** The organization whose plan counts the question, and the person it is asked as. */
  org: OrgPlanRef;
  userId: string;
  /** The item (its last result, chart and change are not needed: a refresh leaves them unread). */
  item: Item;
  /** Take a result of the same query on the same source version when one is fresh. */
  useCache: boolean;
  /** The item's source as the caller already read it (a dashboard's refresh reads each once). */
  state?: SourceState;
  /** The source ready to ask, with its knowledge, when the caller already read it. */
  source?: QueryableSource;
  /**
   * Leave the item's row unwritten: the caller writes `changes` itself (a dashboard's refresh
   * writes every item in one statement).
   */
  writeLater?: boolean;
  /**
   * Questions the caller counted for its items (a dashboard's refresh counts them together): the
   * item's own question takes one, else counts itself. Comparisons always count themselves.
   */
  uses?: Reservations | null;
}

/** What a fresh result changes in an item's row. */
export type ResultChanges = Pick<
  DashboardItemRow,
  'result' | 'chart' | 'change' | 'lastRefreshedAt' | 'brokenReason' | 'updatedAt'
>;

/** What a broken item changes: why it cannot run (its last result stays). */
export type BrokenChanges = Pick<DashboardItemRow, 'brokenReason' | 'updatedAt'>;

/** How an item ran, the item as it now is, and what changed in its row. */
export type RanItem<Item extends ItemToRun = DashboardItemRow> =
  | { outcome: 'refreshed' | 'cached'; item: Item & ResultChanges; changes: ResultChanges }
  | { outcome: 'broken'; item: Item & BrokenChanges; changes: BrokenChanges };

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
export async function runItem<Item extends ItemToRun>(
  ctx: AppContext,
  options: RunItemOptions<Item>,
): Promise<RanItem<Item>> {
  const { item } = options;
  const write = async (changes: ResultChanges | BrokenChanges) => {
    if (options.writeLater) return;
    await writeItem(ctx.db, { orgId: item.orgId, itemId: item.id, set: changes });
  };
  const refreshed = async (outcome: 'refreshed' | 'cached', changes: ResultChanges) => {
    await write(changes);
    return { item: { ...item, ...changes }, outcome, changes } satisfies RanItem<Item>;
  };
  const broken = async (changes: BrokenChanges) => {
    await write(changes);
    return { item: { ...item, ...changes }, outcome: 'broken', changes } satisfies RanItem<Item>;
  };
  const state =
    options.state ??
    (await getLiveSourceState(ctx.db, { orgId: item.orgId, sourceId: item.sourceId }));
  const asked = { ...options, sourceId: item.sourceId, state };
  const query = item.structuredQuery ?? item.sql;
  const cached = cachedItemResult(ctx, { ...options, state });
  if (cached) {
    const change = await changeOf(ctx, { ...asked, result: cached.result });
    return refreshed('cached', resultChanges(ctx, item, { ...cached, change }));
  }
  const model = item.structuredQuery ? await modelOf(ctx, options) : null;
  const problem = item.structuredQuery && model ? schemaProblem(item.structuredQuery, model) : null;
  if (problem) return broken(brokenChanges(ctx, problem));
  let result: AskResult;
  let at: Date;
  try {
    const reserved = options.uses?.take() ?? undefined;
    ({ result, at } = await cachedAsk(ctx, { ...asked, query, useCache: false, reserved }));
  } catch (error) {
    if (!(error instanceof AppError) || !BREAKING_CODES.has(error.code)) throw error;
    const reason = `This item no longer runs on its source: ${error.message}`;
    return broken(brokenChanges(ctx, reason));
  }
  const change = await changeOf(ctx, { ...asked, result });
  return refreshed('refreshed', resultChanges(ctx, item, { result, at, change }));
}

/**
 * The fresh result of the item's query on its source's version that running it would take from
 * the cache (`result-cache.ts`), or null when it asks its source (always without `useCache`).
 */
export function cachedItemResult(
  ctx: AppContext,
  options: Pick<RunItemOptions<ItemToRun>, 'org' | 'item' | 'useCache'> & { state: SourceState },
) {
  if (!options.useCache) return null;
  const { item } = options;
  const query = item.structuredQuery ?? item.sql;
  return findCachedResult(resultKeyOf({ ...options, sourceId: item.sourceId, query }), ctx.now());
}

/** The knowledge of the item's source: as the caller read it, else read now (cached by version). */
function modelOf(ctx: AppContext, options: RunItemOptions<ItemToRun>) {
  return options.source ? options.source.model : findCurrentModel(ctx.db, options.item.sourceId);
}

/**
 * A WIDGET's change against the previous period, its comparison query run as the item's own
 * (through `ask`, cached alike). A comparison that cannot run leaves the change out (null): it
 * never breaks the item.
 */
async function changeOf(
  ctx: AppContext,
  options: RunItemOptions<ItemToRun> & { sourceId: string; state: SourceState; result: AskResult },
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

/** What a fresh result changes: the result, the chart drawn from it, the change, the time. */
function resultChanges(
  ctx: AppContext,
  item: ItemToRun,
  ran: { result: AskResult; at: Date; change: ItemChange | null },
): ResultChanges {
  const { result, at, change } = ran;
  const chart =
    item.kind === 'GRAPH' && result.answer ? itemChart(result.answer, item.chartEdits) : null;
  return { result, chart, change, lastRefreshedAt: at, brokenReason: null, updatedAt: ctx.now() };
}

/** What a broken item changes: why it cannot run; its last result stays. */
function brokenChanges(ctx: AppContext, brokenReason: string): BrokenChanges {
  return { brokenReason, updatedAt: ctx.now() };
}
