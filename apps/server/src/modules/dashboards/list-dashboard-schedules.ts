import type { ScheduleFrequency } from '@tabletalk/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dashboards } from './tables';

/** A dashboard that refreshes itself, and how often. */
export interface DashboardSchedule {
  dashboardId: string;
  orgId: string;
  frequency: ScheduleFrequency;
}

/**
 * Every saved dashboard whose frequency is not off: what the scheduler plans `refreshDashboard`
 * runs from (drafts refresh only once saved).
 */
export async function listDashboardSchedules(db: Db): Promise<DashboardSchedule[]> {
  return db
    .select({
      dashboardId: dashboards.id,
      orgId: dashboards.orgId,
      frequency: dashboards.frequency,
    })
    .from(dashboards)
    .where(sql`${dashboards.frequency} ->> 'kind' <> 'off' and not ${dashboards.isDraft}`);
}
