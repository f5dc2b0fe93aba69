import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { nextSlot } from './next-slot';
import type { Schedule } from './set-schedule';
import { schedules } from './tables';
import type { SchedulerContext } from './types';

/** Due schedules read at a time; more are read until a read comes back short. */
const BATCH = 100;

type DueSchedule = Pick<Schedule, 'id' | 'job' | 'data' | 'frequency' | 'nextRunAt' | 'lastRunAt'>;

/** The statement's condition that the schedule still waits for `slot`: true for one claimer. */
function stillAt(id: string, slot: Date) {
  // Compared to the millisecond, as JavaScript dates hold it.
  return and(
    eq(schedules.id, id),
    sql`date_trunc('milliseconds', ${schedules.nextRunAt}) = ${slot.toISOString()}::timestamptz`,
  );
}

/**
 * Claims a due schedule's slot: one conditional update moves `next_run_at` to the first slot after
 * `now`. Concurrent claimers of the same slot queue on the row, and all but the first find it
 * moved, so exactly one claims it. Returns whether this call did.
 */
async function claim(ctx: SchedulerContext, due: DueSchedule, now: Date): Promise<boolean> {
  const next = nextSlot(due.frequency, now);
  if (!next) {
    await ctx.db.delete(schedules).where(stillAt(due.id, due.nextRunAt));
    return false;
  }
  const claimed = await ctx.db
    .update(schedules)
    .set({ nextRunAt: next, lastRunAt: now, updatedAt: now })
    .where(stillAt(due.id, due.nextRunAt))
    .returning({ nextRunAt: schedules.nextRunAt });
  return claimed.length > 0;
}

/** Puts a claimed slot back when its job could not be sent, so the next run sends it. */
async function giveBack(ctx: SchedulerContext, due: DueSchedule, now: Date): Promise<void> {
  const next = nextSlot(due.frequency, now);
  if (!next) return;
  await ctx.db
    .update(schedules)
    .set({ nextRunAt: due.nextRunAt, lastRunAt: due.lastRunAt })
    .where(stillAt(due.id, next));
}

/**
 * Sends the job of every schedule due at `now`, once per schedule: however many slots passed
 * since it last ran (the process was down), it runs once and its next run is the first slot after
 * `now`. Safe to run from several processes at once: each slot is claimed by exactly one (see
 * `claim`), and its job is sent with the schedule and slot as singleton key. A job that cannot be
 * sent gives its slot back for the next run. Returns how many jobs this call sent.
 */
export async function runDueSchedules(ctx: SchedulerContext, now: Date): Promise<number> {
  let sent = 0;
  let failed = false;
  for (;;) {
    const due: DueSchedule[] = await ctx.db
      .select({
        id: schedules.id,
        job: schedules.job,
        data: schedules.data,
        frequency: schedules.frequency,
        nextRunAt: schedules.nextRunAt,
        lastRunAt: schedules.lastRunAt,
      })
      .from(schedules)
      .where(lte(schedules.nextRunAt, now))
      .orderBy(asc(schedules.nextRunAt), asc(schedules.id))
      .limit(BATCH);
    for (const schedule of due) {
      if (!(await claim(ctx, schedule, now))) continue;
      const singletonKey = `${schedule.id}:${schedule.nextRunAt.toISOString()}`;
      try {
        await ctx.jobs.send(schedule.job, schedule.data, { singletonKey });
        sent += 1;
      } catch (error) {
        ctx.log.error({ err: error, job: schedule.job, singletonKey }, 'scheduled job not sent');
        await giveBack(ctx, schedule, now);
        failed = true;
      }
    }
    // A slot given back is due again: it waits for the next run rather than spinning here.
    if (due.length < BATCH || failed) return sent;
  }
}
