import { AppError } from '@tabletalk/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { organizations } from '../../../core/identity';
import { alerts } from '../tables';
import { checkAlert } from './check-alert';
import { unscheduleAlert } from './schedule-alert';

/**
 * The `dashboards.alert-check` job: checks an alert at one of its scheduled slots, asked as its
 * creator. An alert that is gone (deleted with its dashboard…) or archived stops its schedule;
 * what `checkAlert` cannot read is its ERROR state, not a failure. Other failures are thrown, so
 * the job is retried.
 */
export async function runScheduledAlertCheck(
  ctx: AppContext,
  job: { alertId: string; orgId: string },
): Promise<void> {
  const [row] = await ctx.db
    .select({ alert: alerts, org: organizations })
    .from(alerts)
    .innerJoin(organizations, eq(organizations.id, alerts.orgId))
    .where(and(eq(alerts.id, job.alertId), eq(alerts.orgId, job.orgId)))
    .limit(1);
  if (!row || row.alert.archivedAt) {
    ctx.log.info({ alertId: job.alertId }, 'scheduled alert check skipped: alert gone or archived');
    await unscheduleAlert(ctx, job.alertId);
    return;
  }
  try {
    const checked = await checkAlert(ctx, row);
    ctx.log.info({ alertId: checked.id, state: checked.state }, 'alert checked on schedule');
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
    await unscheduleAlert(ctx, job.alertId);
  }
}
