import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { nextSlot } from './next-slot';
import type { Schedule } from './set-schedule';
import { schedules } from './tables';
import type { SchedulerContext } from './types';

/** Due schedules read at a time; more are read until a read comes back short. */
const BATCH = 100;

type DueSchedule = Pick<Schedule, 'id' | 'job' | 'data' | 'frequency' | 'nextRunAt'>;

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
 * moved, so exactly one claims it. Returns whether this call did. Run inside the transaction that
 * sends the slot's job: the claim holds only if the job is queued with it.
 */
async function claim(db: Db, due: DueSchedule, now: Date): Promise<boolean> {
  const next = nextSlot(due.frequency, now);
  if (!next) {
    await db.delete(schedules).where(stillAt(due.id, due.nextRunAt));
    return false;
  }
  const claimed = await db
    .update(schedules)
    .set({ nextRunAt: next, lastRunAt: now, updatedAt: now })
    .where(stillAt(due.id, due.nextRunAt))
    .returning({ nextRunAt: schedules.nextRunAt });
  return claimed.length > 0;
}

/**
 * Claims a due slot and sends its job in one transaction of the app database: both happen or
 * neither does. A process killed between the two, or a job the queue refuses, leaves the slot
 * due for the next run, and no job. Returns what to do once committed (hand the job to the
 * workers), or null when another scheduler had claimed the slot.
 */
function claimAndSend(ctx: SchedulerContext, due: DueSchedule, now: Date) {
  return ctx.db.transaction(async (tx) => {
    if (!(await claim(tx, due, now))) return null;
    const singletonKey = `${due.id}:${due.nextRunAt.toISOString()}`;
    return ctx.jobs.sendInTransaction(tx, due.job, due.data, { singletonKey });
  });
}

/**
 * Sends the job of every schedule due at `now`, once per schedule: however many slots passed
 * since it last ran (the process was down), it runs once and its next run is the first slot after
 * `now`. Safe to run from several processes at once: each slot is claimed by exactly one (see
 * `claim`), and its job is sent with the schedule and slot as singleton key, in the claim's
 * transaction (see `claimAndSend`). A slot whose job cannot be sent stays due for the next run.
 * Returns how many jobs this call sent.
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
      })
      .from(schedules)
      .where(lte(schedules.nextRunAt, now))
      .orderBy(asc(schedules.nextRunAt), asc(schedules.id))
      .limit(BATCH);
    for (const schedule of due) {
      const slot = schedule.nextRunAt.toISOString();
      let committed: (() => Promise<void>) | null;
      try {
        committed = await claimAndSend(ctx, schedule, now);
      } catch (error) {
        ctx.log.error({ err: error, job: schedule.job, slot }, 'scheduled job not sent');
        failed = true;
        continue;
      }
      if (!committed) continue;
      sent += 1;
      // Only the immediate queue (tests, scripts) runs the job here; its failure is the job's.
      await committed().catch((error: unknown) =>
        ctx.log.error({ err: error, job: schedule.job, slot }, 'scheduled job failed'),
      );
    }
    // A slot left due waits for the next run rather than spinning here.
    if (due.length < BATCH || failed) return sent;
  }
}
