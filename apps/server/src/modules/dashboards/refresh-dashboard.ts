import { AppError } from '@tabletalk/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type OrgPlanRef, reserveUsages } from '../../core/entitlements';
import { organizations } from '../../core/identity';
import { getSourceForQuery, type QueryableSource } from '../sources';
import { getVisibleDashboardId } from './find-dashboard';
import {
  type DashboardStamp,
  type ItemResultWrite,
  type ItemToRun,
  listItemsToRun,
  updateItem,
  writeResults,
} from './find-items';
import type { DashboardItemRow } from './presenter';
import { cachedItemResult, type ItemOutcome, type RanItem, runItem } from './run-item';
import { unscheduleRefresh } from './schedule-refresh';
import { type SourceState, sourceStateOf } from './source-state';
import { dashboards } from './tables';

/** Items run at once; the organization's query gate bounds what reaches the sources. */
const ITEMS_AT_ONCE = 4;

export interface RefreshSummary {
  items: DashboardItemRow[];
  refreshed: number;
  cached: number;
  broken: number;
}

/**
 * Re-runs every item of a dashboard (`runItem`: through `ask`, results cached per organization,
 * source and source version) and stamps the dashboard's last refresh. Nothing runs when one of
 * its sources was deleted: such a dashboard cannot receive further updates.
 * @throws AppError NOT_FOUND (with `checkVisible`, a dashboard the user does not see);
 *   SOURCE_DELETED_DASHBOARD; what `runItem` throws.
 */
export async function refreshDashboardItems(
  ctx: AppContext,
  options: {
    org: OrgPlanRef;
    userId: string;
    dashboardId: string;
    /** Ask every item's source again, even where a recent result is cached. */
    fresh?: boolean;
    /** Refresh only a dashboard the user sees (a request's; not the scheduler's). */
    checkVisible?: boolean;
  },
): Promise<RefreshSummary> {
  const orgId = options.org.id;
  const { dashboardId, userId } = options;
  const visibleTo = options.checkVisible ? userId : undefined;
  const items = await listItemsToRun(ctx.db, { orgId, dashboardId, visibleTo });
  // No item read: an empty dashboard, or one the user does not see (404), told apart only now.
  if (items.length === 0 && visibleTo)
    await getVisibleDashboardId(ctx.db, { orgId, userId, dashboardId });
  const useCache = !options.fresh;
  // A fresh refresh asks every item: their questions are counted while the sources are read.
  const countedEarly =
    !useCache && items.length > 1
      ? reserveUsages(ctx, options.org, 'question', items.length)
      : null;
  countedEarly?.catch(() => {}); // awaited below; a failure is thrown there
  let sources: Map<string, { state: SourceState; source: QueryableSource }>;
  try {
    sources = await readSources(ctx, orgId, items);
  } catch (error) {
    await (await countedEarly?.catch(() => null))?.releaseUntaken();
    throw error;
  }
  // The questions of every item that asks its source are counted in one statement. When together
  // they would pass the plan's limit, each item counts its own instead: those under the limit
  // run, and the first past it stops the refresh, as when they are counted one by one.
  const asking = items.filter((item) => {
    const read = sources.get(item.sourceId);
    return !read || !cachedItemResult(ctx, { ...options, item, state: read.state, useCache });
  }).length;
  const uses = countedEarly
    ? await countedEarly
    : asking > 1
      ? await reserveUsages(ctx, options.org, 'question', asking)
      : null;
  const results: RanItem<ItemToRun>[] = new Array(items.length);
  let next = 0;
  // After a failure no more items start; what ran is kept.
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) {
      const item = items[index];
      if (!item) continue;
      const read = sources.get(item.sourceId);
      try {
        results[index] = await runItem(ctx, {
          ...options,
          ...read,
          item,
          useCache,
          writeLater: true,
          uses,
        });
      } catch (error) {
        next = items.length;
        throw error;
      }
    }
  };
  let settled: PromiseSettledResult<void>[];
  try {
    settled = await Promise.allSettled(
      Array.from({ length: Math.min(ITEMS_AT_ONCE, items.length) }, worker),
    );
  } finally {
    // Items that never asked (broken before asking, not reached) give theirs back.
    await uses?.releaseUntaken();
  }
  const failure = settled.find((outcome) => outcome.status === 'rejected');
  // What ran is written once every item is done, in one statement (writes made while items
  // still ran took the CPU their queries needed), with the dashboard's refresh time when every
  // item ran.
  const ran = results.filter((outcome) => outcome !== undefined);
  const stamp = failure ? null : { dashboardId, at: ctx.now() };
  const written = new Map<string, DashboardItemRow>();
  for (const row of await writeRan(ctx, orgId, ran, stamp)) written.set(row.id, row);
  if (failure) throw failure.reason;
  const count = (outcome: ItemOutcome) => results.filter((r) => r.outcome === outcome).length;
  return {
    items: results.flatMap((ran) => written.get(ran.item.id) ?? []),
    refreshed: count('refreshed'),
    cached: count('cached'),
    broken: count('broken'),
  };
}

/**
 * Every source of the items, read once before anything runs: one deleted source (or one not
 * ready) stops the whole refresh, and the items share its knowledge.
 * @throws AppError SOURCE_DELETED_DASHBOARD; as `getSourceForQuery`.
 */
async function readSources(
  ctx: AppContext,
  orgId: string,
  items: readonly ItemToRun[],
): Promise<Map<string, { state: SourceState; source: QueryableSource }>> {
  const sources = new Map<string, { state: SourceState; source: QueryableSource }>();
  for (const sourceId of new Set(items.map((item) => item.sourceId))) {
    const source = await getSourceForQuery(ctx, {
      orgId,
      sourceId,
      deletedError: 'SOURCE_DELETED_DASHBOARD',
    });
    sources.set(sourceId, { state: sourceStateOf(source), source });
  }
  return sources;
}

/**
 * Writes the items that ran, and answers them as they now are: fresh results in one statement
 * (with `stamp`, the dashboard's last refresh in it too), broken items one by one, read back with
 * the last result they keep.
 */
async function writeRan(
  ctx: AppContext,
  orgId: string,
  results: RanItem<ItemToRun>[],
  stamp: DashboardStamp | null,
): Promise<DashboardItemRow[]> {
  const writes: ItemResultWrite[] = [];
  const written: DashboardItemRow[] = [];
  for (const ran of results) {
    if (ran.outcome === 'broken') {
      written.push(await updateItem(ctx.db, { orgId, itemId: ran.item.id, set: ran.changes }));
    } else {
      writes.push({ itemId: ran.item.id, changes: ran.changes });
      written.push(ran.item);
    }
  }
  await writeResults(ctx.db, { orgId, writes, stamp });
  return written;
}

/**
 * Refreshes a dashboard on its schedule, with no one asking: its questions are asked as its
 * owner and counted against its organization's plan. For the scheduler's job.
 * @throws AppError NOT_FOUND when the dashboard no longer exists; as `refreshDashboardItems`.
 * @example await refreshDashboard(ctx, job.dashboardId)
 */
export async function refreshDashboard(
  ctx: AppContext,
  dashboardId: string,
): Promise<RefreshSummary> {
  const [row] = await ctx.db
    .select({ org: organizations, userId: dashboards.createdBy })
    .from(dashboards)
    .innerJoin(organizations, eq(organizations.id, dashboards.orgId))
    .where(eq(dashboards.id, dashboardId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return refreshDashboardItems(ctx, { org: row.org, userId: row.userId, dashboardId });
}

/** What a scheduled refresh cannot do anything about: retrying would change nothing. */
const FINAL_CODES = new Set(['NOT_FOUND', 'SOURCE_DELETED_DASHBOARD', 'PLAN_LIMIT']);

/**
 * The `dashboards.refresh` job: refreshes a dashboard at one of its scheduled slots. A dashboard
 * that is gone, or whose source was deleted, stops its schedule (it cannot receive further
 * updates); a plan limit waits for the next slot. Other failures are thrown, so the job is retried.
 */
export async function runScheduledRefresh(ctx: AppContext, dashboardId: string): Promise<void> {
  try {
    const summary = await refreshDashboard(ctx, dashboardId);
    ctx.log.info(
      { dashboardId, refreshed: summary.refreshed, cached: summary.cached, broken: summary.broken },
      'dashboard refreshed on schedule',
    );
  } catch (error) {
    if (!(error instanceof AppError) || !FINAL_CODES.has(error.code)) throw error;
    ctx.log.info({ dashboardId, code: error.code }, 'scheduled dashboard refresh skipped');
    if (error.code !== 'PLAN_LIMIT') await unscheduleRefresh(ctx, dashboardId);
  }
}
