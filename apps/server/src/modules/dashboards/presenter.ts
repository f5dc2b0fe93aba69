import type { Dashboard, DashboardItem } from '@tabletalk/contracts';
import { canEditDashboard, type DashboardActor } from './dashboards.policy';
import type { DashboardRow } from './find-dashboard';
import type { dashboardItems } from './tables';

export type DashboardItemRow = typeof dashboardItems.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A dashboard as lists and its page show it, with whether the caller may edit it. */
export function presentDashboard(row: DashboardRow, actor: DashboardActor): Dashboard {
  const { dashboard } = row;
  return {
    _id: dashboard.id,
    name: dashboard.name,
    description: dashboard.description,
    visibility: dashboard.visibility,
    isDraft: dashboard.isDraft,
    favourite: row.isFavourite,
    createdBy: dashboard.createdBy,
    canEdit: canEditDashboard(actor, dashboard),
    frequency: dashboard.frequency,
    itemCount: Number(row.itemCount),
    lastRefreshedAt: iso(dashboard.lastRefreshedAt),
    createdAt: dashboard.createdAt.toISOString(),
    updatedAt: dashboard.updatedAt.toISOString(),
  };
}

/** An item with its last result. */
export function presentItem(row: DashboardItemRow): DashboardItem {
  return {
    _id: row.id,
    dashboardId: row.dashboardId,
    sourceId: row.sourceId,
    conversationId: row.conversationId,
    kind: row.kind,
    title: row.title,
    structuredQuery: row.structuredQuery,
    sql: row.sql,
    chart: row.chart,
    result: row.result,
    lastRefreshedAt: iso(row.lastRefreshedAt),
    broken: row.brokenReason,
    change: row.change,
    layout: row.layout,
    createdAt: row.createdAt.toISOString(),
  };
}
