import type { ScheduleFrequency } from '@tabletalk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { insertedRow } from '../../db/inserted-row';
import type { JobMap, JobName } from '../../jobs/types';
import { nextSlot } from './next-slot';
import { schedules } from './tables';
import type { ScheduleContext } from './types';

export interface SetScheduleOptions<N extends JobName> {
  /** The job each slot sends. */
  job: N;
  /** What the schedule is for (a dashboard id…): one schedule per job and key. */
  key: string;
  orgId: string;
  /** The data each slot's job carries. */
  data: JobMap[N];
  frequency: ScheduleFrequency;
}

export type Schedule = typeof schedules.$inferSelect;

/**
 * Creates or changes the schedule of a job and key, or removes it when the frequency is `off`.
 * Its next run is the first slot after now; a change that keeps the frequency keeps the slot
 * already due, so editing a schedule's data never skips a run. Returns the schedule, or null
 * when it is off.
 * @throws Error when the job and key are scheduled for another organization.
 * @example setSchedule(ctx, { job: 'dashboards.refresh', key: id, orgId, data: { dashboardId: id },
 *   frequency: { kind: 'daily', time: '07:00', timeZone: 'Europe/Berlin' } })
 */
export async function setSchedule<N extends JobName>(
  ctx: ScheduleContext,
  options: SetScheduleOptions<N>,
): Promise<Schedule | null> {
  const { job, key, orgId, data, frequency } = options;
  const now = ctx.now();
  const nextRunAt = nextSlot(frequency, now);
  if (!nextRunAt) {
    await ctx.db.delete(schedules).where(and(eq(schedules.job, job), eq(schedules.key, key)));
    return null;
  }
  const keepsFrequency = sql`${schedules.frequency} = excluded.frequency`;
  return insertedRow(
    ctx.db
      .insert(schedules)
      .values({ orgId, job, key, data, frequency, nextRunAt, updatedAt: now })
      .onConflictDoUpdate({
        target: [schedules.job, schedules.key],
        set: {
          data: sql`excluded.data`,
          frequency: sql`excluded.frequency`,
          nextRunAt: sql`CASE WHEN ${keepsFrequency} THEN ${schedules.nextRunAt} ELSE excluded.next_run_at END`,
          updatedAt: now,
        },
        // Another organization's schedule is never overwritten: nothing returns, which throws.
        setWhere: eq(schedules.orgId, orgId),
      })
      .returning(),
    `schedule ${job} ${key}`,
  );
}
