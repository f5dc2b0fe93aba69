import { AppError } from '@tabletalk/contracts';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { visibleDashboards } from './dashboards.policy';
import type { DashboardItemRow } from './presenter';
import { dashboardItems, dashboards } from './tables';

/** A dashboard's items in the order they were added. */
export function listItems(
  db: Db,
  options: { orgId: string; dashboardId: string },
): Promise<DashboardItemRow[]> {
  return db
    .select()
    .from(dashboardItems)
    .where(
      and(
        eq(dashboardItems.dashboardId, options.dashboardId),
        eq(dashboardItems.orgId, options.orgId),
      ),
    )
    .orderBy(asc(dashboardItems.position), asc(dashboardItems.createdAt));
}

/** An item as running it needs it: all but its last result, chart and change, which a run replaces. */
export type ItemToRun = Omit<DashboardItemRow, 'result' | 'chart' | 'change'>;

/**
 * A dashboard's items in the order they were added, without their last results (the largest
 * columns, each parsed when read): what a refresh runs and replaces. With `visibleTo`, only the
 * items of a dashboard that user sees (`visibleDashboards`), in the same statement.
 */
export function listItemsToRun(
  db: Db,
  options: { orgId: string; dashboardId: string; visibleTo?: string },
): Promise<ItemToRun[]> {
  const {
    result: _result,
    chart: _chart,
    change: _change,
    ...columns
  } = getTableColumns(dashboardItems);
  const { orgId, dashboardId, visibleTo } = options;
  const visible = visibleTo
    ? and(
        eq(dashboards.id, dashboardItems.dashboardId),
        visibleDashboards({ orgId, userId: visibleTo }),
      )
    : eq(dashboards.id, dashboardItems.dashboardId);
  return db
    .select(columns)
    .from(dashboardItems)
    .innerJoin(dashboards, visible)
    .where(and(eq(dashboardItems.dashboardId, dashboardId), eq(dashboardItems.orgId, orgId)))
    .orderBy(asc(dashboardItems.position), asc(dashboardItems.createdAt));
}

/**
 * An item of a dashboard the user sees, with its dashboard's owner (for the edit check).
 * @throws AppError NOT_FOUND when the item or its dashboard is not visible to the user.
 */
export async function getItem(
  db: Db,
  options: { orgId: string; userId: string; itemId: string },
): Promise<{ item: DashboardItemRow; dashboard: typeof dashboards.$inferSelect }> {
  const [row] = await db
    .select({ item: dashboardItems, dashboard: dashboards })
    .from(dashboardItems)
    .innerJoin(dashboards, eq(dashboards.id, dashboardItems.dashboardId))
    .where(
      and(
        eq(dashboardItems.id, options.itemId),
        eq(dashboardItems.orgId, options.orgId),
        visibleDashboards(options),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Writes fields of an item and answers the changed row. */
export async function updateItem(
  db: Db,
  options: { orgId: string; itemId: string; set: Partial<DashboardItemRow> },
): Promise<DashboardItemRow> {
  const [row] = await db
    .update(dashboardItems)
    .set(options.set)
    .where(and(eq(dashboardItems.id, options.itemId), eq(dashboardItems.orgId, options.orgId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Writes fields of an item, answering nothing: for callers that hold the row already and would
 * only read a large result back.
 * @throws AppError NOT_FOUND when the item is gone.
 */
export async function writeItem(
  db: Db,
  options: { orgId: string; itemId: string; set: Partial<DashboardItemRow> },
): Promise<void> {
  const written = await db
    .update(dashboardItems)
    .set(options.set)
    .where(and(eq(dashboardItems.id, options.itemId), eq(dashboardItems.orgId, options.orgId)))
    .returning({ id: dashboardItems.id });
  if (written.length === 0) throw new AppError('NOT_FOUND');
}

/** Fresh results of several items, as `writeResults` writes them. */
export interface ItemResultWrite {
  itemId: string;
  changes: Pick<
    DashboardItemRow,
    'result' | 'chart' | 'change' | 'lastRefreshedAt' | 'brokenReason' | 'updatedAt'
  >;
}

const jsonOrNull = (value: unknown) => (value === null ? null : JSON.stringify(value));
const isoOrNull = (value: Date | null) => (value === null ? null : value.toISOString());

/** A dashboard's last refresh, written with its items' results. */
export interface DashboardStamp {
  dashboardId: string;
  at: Date;
}

/**
 * Writes fresh results of an organization's items in one statement: a dashboard's refresh
 * writes its items at once rather than one round trip each. With `stamp`, the same statement
 * sets the dashboard's last refresh.
 */
export async function writeResults(
  db: Db,
  options: { orgId: string; writes: ItemResultWrite[]; stamp?: DashboardStamp | null },
): Promise<void> {
  const { orgId, stamp } = options;
  const setStamp = stamp
    ? sql`update ${dashboards} set last_refreshed_at = ${stamp.at.toISOString()}::timestamptz
        where ${dashboards.id} = ${stamp.dashboardId} and ${dashboards.orgId} = ${orgId}`
    : null;
  if (options.writes.length === 0) {
    if (setStamp) await db.execute(setStamp);
    return;
  }
  const rows = options.writes.map(
    ({ itemId, changes }) =>
      sql`(${itemId}::uuid, ${jsonOrNull(changes.result)}::jsonb, ${jsonOrNull(changes.chart)}::jsonb, ${jsonOrNull(changes.change)}::jsonb, ${isoOrNull(changes.lastRefreshedAt)}::timestamptz, ${changes.brokenReason}::text, ${changes.updatedAt.toISOString()}::timestamptz)`,
  );
  const update = sql`
    update ${dashboardItems} set
      result = v.result, chart = v.chart, change = v.change, last_refreshed_at = v.refreshed,
      broken_reason = v.broken, updated_at = v.updated
    from (values ${sql.join(rows, sql`, `)}) as v(id, result, chart, change, refreshed, broken, updated)
    where ${dashboardItems.id} = v.id and ${dashboardItems.orgId} = ${orgId}`;
  // A data-modifying WITH runs to completion whether or not the statement reads it.
  await db.execute(setStamp ? sql`with written as (${update}) ${setStamp}` : update);
}
