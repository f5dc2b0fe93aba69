import type { Dashboard, DashboardItem, DashboardShare } from '@tabletalk/contracts';
import type { users } from '../../core/identity';
import { displayName } from '../orgs';
import { canEditDashboard, type DashboardActor } from './dashboards.policy';
import type { DashboardRow } from './find-dashboard';
import type { dashboardItems } from './tables';

export type DashboardItemRow = typeof dashboardItems.$inferSelect;

/** A share with the member it names (`listShares`). */
export interface DashboardShareRow {
  user: Pick<typeof users.$inferSelect, 'id' | 'givenName' | 'familyName' | 'email'>;
  sharedAt: Date;
}

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
    isShared: row.sharedBy !== null,
    sharedBy: row.sharedBy ? displayName(row.sharedBy) : null,
    frequency: dashboard.frequency,
    itemCount: Number(row.itemCount),
    lastRefreshedAt: iso(dashboard.lastRefreshedAt),
    createdAt: dashboard.createdAt.toISOString(),
    updatedAt: dashboard.updatedAt.toISOString(),
  };
}

/** A member a dashboard is shared with. */
export function presentShare(row: DashboardShareRow): DashboardShare {
  return {
    userId: row.user.id,
    name: displayName(row.user),
    email: row.user.email,
    sharedAt: row.sharedAt.toISOString(),
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
