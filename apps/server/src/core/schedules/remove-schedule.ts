import { and, eq } from 'drizzle-orm';
import type { JobName } from '../../jobs/types';
import { schedules } from './tables';
import type { ScheduleContext } from './types';

/**
 * Removes the schedule of a job and key (a deleted dashboard's refresh…); nothing happens when
 * there is none. A slot already sent still runs.
 */
export async function removeSchedule(
  ctx: Pick<ScheduleContext, 'db'>,
  options: { job: JobName; key: string },
): Promise<void> {
  await ctx.db
    .delete(schedules)
    .where(and(eq(schedules.job, options.job), eq(schedules.key, options.key)));
}
