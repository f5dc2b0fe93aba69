import type { EmbedDashboard, EmbedItem } from '@tabletalk/contracts';
import type { DashboardItemRow } from '../presenter';
import type { dashboards } from '../tables';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * An item as an embed shows it: title, kind, place, chart, its rows as stored, when they were
 * refreshed and why it cannot run. Never its SQL, structured query, source, conversation or the
 * readings of its answer (SECURITY D5: the view reveals no query or metadata).
 */
export function presentEmbedItem(row: DashboardItemRow): EmbedItem {
  const result = row.result;
  const answer = result?.answer;
  return {
    _id: row.id,
    kind: row.kind,
    title: row.title,
    layout: row.layout,
    chart: row.chart,
    lastRefreshedAt: iso(row.lastRefreshedAt),
    broken: row.brokenReason,
    change: row.change,
    result: result
      ? {
          status: result.status,
          message: result.message,
          answer: answer
            ? {
                columns: answer.columns,
                rows: answer.rows,
                truncated: answer.truncated,
                displayKind: answer.displayKind,
                chart: answer.chart,
                description: answer.description,
                notes: answer.notes,
              }
            : null,
        }
      : null,
  };
}

/** The read-only view of an embedded dashboard: its name, description and items. */
export function presentEmbedDashboard(
  dashboard: typeof dashboards.$inferSelect,
  items: DashboardItemRow[],
): EmbedDashboard {
  return {
    dashboard: {
      _id: dashboard.id,
      name: dashboard.name,
      description: dashboard.description,
      lastRefreshedAt: iso(dashboard.lastRefreshedAt),
    },
    items: items.map(presentEmbedItem),
  };
}
