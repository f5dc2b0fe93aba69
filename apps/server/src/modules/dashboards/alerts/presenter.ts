import { type Alert, describeAlertCondition } from '@tabletalk/contracts';
import type { DashboardActor } from '../dashboards.policy';
import type { alerts } from '../tables';
import { canManageAlert } from './alerts.policy';

export type AlertRow = typeof alerts.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** An alert as lists show it: its last state and value, its condition in words. */
export function presentAlert(row: AlertRow, actor: DashboardActor): Alert {
  return {
    _id: row.id,
    name: row.name,
    dashboardId: row.dashboardId,
    itemId: row.itemId,
    conversationId: row.conversationId,
    sourceId: row.sourceId,
    condition: row.condition,
    conditionText: describeAlertCondition(row.condition),
    frequency: row.frequency,
    recipients: row.recipients,
    state: row.state,
    lastValue: row.lastValue,
    lastCheckedAt: iso(row.lastCheckedAt),
    lastError: row.lastError,
    note: row.note,
    snoozedUntil: iso(row.snoozedUntil),
    archivedAt: iso(row.archivedAt),
    createdBy: row.createdBy,
    canManage: canManageAlert(actor, row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
