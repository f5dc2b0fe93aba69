import type { AlertsQueryRequest } from '@tabletalk/contracts';
import { eq, ilike, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { alerts } from '../tables';
import { listAlertRows } from './find-alert';
import type { AlertRow } from './presenter';

/** `%`, `_` and `\` match themselves in a search. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `dashboard/alerts/query`: the alerts the user sees, active ones unless `archived`, of one
 * dashboard when asked, whose name contains `search`; the latest created first.
 */
export function listAlerts(
  db: Db,
  options: { orgId: string; userId: string; filters: AlertsQueryRequest },
): Promise<AlertRow[]> {
  const { filters } = options;
  const where: SQL[] = [
    filters.archived ? isNotNull(alerts.archivedAt) : isNull(alerts.archivedAt),
  ];
  if (filters.dashboardId) where.push(eq(alerts.dashboardId, filters.dashboardId));
  if (filters.search) where.push(ilike(alerts.name, `%${escapeLike(filters.search)}%`));
  return listAlertRows(db, { ...options, where });
}
