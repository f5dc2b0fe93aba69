import type { AppContext } from '../../../context';
import { removeSchedule, setSchedule } from '../../../core/schedules';
import type { AlertRow } from './presenter';

const JOB = 'dashboards.alert-check';

/** The schedule's key of an alert: one schedule per alert. */
const keyOf = (alertId: string) => `alert:${alertId}`;

/** Plans an active alert's checks (`dashboards.alert-check`, sent by the scheduler) at its frequency. */
export async function scheduleAlert(
  ctx: Pick<AppContext, 'db' | 'now'>,
  alert: Pick<AlertRow, 'id' | 'orgId' | 'frequency'>,
): Promise<void> {
  await setSchedule(ctx, {
    job: JOB,
    key: keyOf(alert.id),
    orgId: alert.orgId,
    data: { alertId: alert.id, orgId: alert.orgId },
    frequency: alert.frequency,
  });
}

/** Stops an alert's checks (archived, deleted, or its source was deleted). */
export async function unscheduleAlert(ctx: Pick<AppContext, 'db'>, alertId: string): Promise<void> {
  await removeSchedule(ctx, { job: JOB, key: keyOf(alertId) });
}
