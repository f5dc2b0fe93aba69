import { AppError } from '@tabletalk/contracts';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { DashboardActor } from '../dashboards.policy';
import { alerts, dashboards } from '../tables';
import { authorizeManageAlert, visibleAlerts } from './alerts.policy';
import type { AlertRow } from './presenter';

/** The alerts the user sees matching `where`, the latest created first. */
export async function listAlertRows(
  db: Db,
  options: { orgId: string; userId: string; where?: SQL[]; limit?: number },
): Promise<AlertRow[]> {
  const query = db
    .select({ alert: alerts })
    .from(alerts)
    .leftJoin(dashboards, eq(dashboards.id, alerts.dashboardId))
    .where(and(visibleAlerts(options), ...(options.where ?? [])))
    .orderBy(desc(alerts.createdAt), desc(alerts.id));
  const rows = await (options.limit ? query.limit(options.limit) : query);
  return rows.map((row) => row.alert);
}

/**
 * An alert the user sees.
 * @throws AppError NOT_FOUND when it does not exist, is another organization's, or is on a
 *   dashboard (or a room's answer) the user does not see.
 */
export async function getAlert(
  db: Db,
  options: { orgId: string; userId: string; alertId: string },
): Promise<AlertRow> {
  const [row] = await listAlertRows(db, { ...options, where: [eq(alerts.id, options.alertId)] });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * An alert the actor sees and may change (its creator, or an admin, with `dashboards.manage`).
 * @throws AppError NOT_FOUND; FORBIDDEN.
 */
export async function getManageableAlert(
  db: Db,
  options: { actor: DashboardActor; alertId: string },
): Promise<AlertRow> {
  const row = await getAlert(db, { ...options.actor, alertId: options.alertId });
  authorizeManageAlert(options.actor, row);
  return row;
}

/** Writes fields of an alert and answers the changed row. */
export async function updateAlert(
  db: Db,
  options: { orgId: string; alertId: string; set: Partial<AlertRow> },
): Promise<AlertRow> {
  const [row] = await db
    .update(alerts)
    .set(options.set)
    .where(and(eq(alerts.id, options.alertId), eq(alerts.orgId, options.orgId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
