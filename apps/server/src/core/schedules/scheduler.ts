import { type RepeatingTask, repeatEvery } from '../../lib/repeat-every';
import { runDueSchedules } from './run-due-schedules';
import type { SchedulerContext } from './types';

/** A running scheduler loop; `stop` resolves once a run in progress has finished. */
export type Scheduler = RepeatingTask;

/**
 * The scheduler role: runs the due schedules at once (a slot missed while no scheduler ran is sent
 * now, once), then every `intervalMs` after the previous run ended, so runs never overlap in one
 * process. Several processes may run it together (see `runDueSchedules`). A failed run is logged
 * and the loop goes on.
 */
export function startScheduler(
  ctx: SchedulerContext & { now(): Date },
  options: { intervalMs: number },
): Scheduler {
  return repeatEvery({
    name: 'scheduler',
    intervalMs: options.intervalMs,
    log: ctx.log,
    run: async () => {
      const sent = await runDueSchedules(ctx, ctx.now());
      if (sent > 0) ctx.log.info({ sent }, 'scheduled jobs sent');
    },
  });
}
