import type { ReportFrequency } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { removeSchedule, setSchedule } from '../../../core/schedules';

const JOB = 'dashboards.report';

/** The schedule's key: one report per dashboard, apart from its own refreshes. */
const keyOf = (dashboardId: string) => `report:${dashboardId}`;

/** Plans a dashboard's report (`dashboards.report`, sent by the scheduler role) at its frequency. */
export async function scheduleReport(
  ctx: Pick<AppContext, 'db' | 'now'>,
  report: { dashboardId: string; orgId: string; frequency: ReportFrequency },
): Promise<void> {
  await setSchedule(ctx, {
    job: JOB,
    key: keyOf(report.dashboardId),
    orgId: report.orgId,
    data: { dashboardId: report.dashboardId },
    frequency: report.frequency,
  });
}

/** Stops a dashboard's report (it was removed, or the dashboard was deleted). */
export async function unscheduleReport(
  ctx: Pick<AppContext, 'db'>,
  dashboardId: string,
): Promise<void> {
  await removeSchedule(ctx, { job: JOB, key: keyOf(dashboardId) });
}
