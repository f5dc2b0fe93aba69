import type { ScheduleFrequency } from '@tabletalk/contracts';
import type { AppContext } from '../../context';
import { removeSchedule, setSchedule } from '../../core/schedules';

const JOB = 'dashboards.refresh';

/**
 * Plans a dashboard's own refreshes (`dashboards.refresh`, run by the scheduler role) at its
 * frequency; a draft, or 'off', has none until it is saved with one.
 */
export async function scheduleRefresh(
  ctx: Pick<AppContext, 'db' | 'now'>,
  dashboard: { id: string; orgId: string; isDraft: boolean; frequency: ScheduleFrequency },
): Promise<void> {
  const frequency: ScheduleFrequency = dashboard.isDraft ? { kind: 'off' } : dashboard.frequency;
  await setSchedule(ctx, {
    job: JOB,
    key: dashboard.id,
    orgId: dashboard.orgId,
    data: { dashboardId: dashboard.id },
    frequency,
  });
}

/** Stops a dashboard's own refreshes (it was deleted, or can receive no further updates). */
export async function unscheduleRefresh(
  ctx: Pick<AppContext, 'db'>,
  dashboardId: string,
): Promise<void> {
  await removeSchedule(ctx, { job: JOB, key: dashboardId });
}
