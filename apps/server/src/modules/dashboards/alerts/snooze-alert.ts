import type { AppContext } from '../../../context';
import type { DashboardActor } from '../dashboards.policy';
import { getManageableAlert, updateAlert } from './find-alert';
import type { AlertRow } from './presenter';

/**
 * `dashboard/alerts/snooze/{id}`: the alert is still checked and its state recorded, but no one
 * is notified for `minutes` from now; 0 ends a snooze.
 * @throws AppError NOT_FOUND; FORBIDDEN.
 */
export async function snoozeAlert(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: { actor: DashboardActor; alertId: string; minutes: number },
): Promise<AlertRow> {
  const alert = await getManageableAlert(ctx.db, options);
  const now = ctx.now();
  const snoozedUntil =
    options.minutes > 0 ? new Date(now.getTime() + options.minutes * 60_000) : null;
  return updateAlert(ctx.db, {
    orgId: alert.orgId,
    alertId: alert.id,
    set: { snoozedUntil, updatedAt: now },
  });
}
