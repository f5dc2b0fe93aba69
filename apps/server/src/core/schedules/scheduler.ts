import { runDueSchedules } from './run-due-schedules';
import type { SchedulerContext } from './types';

/** A running scheduler loop. */
export interface Scheduler {
  /** Stops the loop; resolves once a run in progress has finished. */
  stop(): Promise<void>;
}

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
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const run = async () => {
    try {
      const sent = await runDueSchedules(ctx, ctx.now());
      if (sent > 0) ctx.log.info({ sent }, 'scheduled jobs sent');
    } catch (error) {
      ctx.log.error({ err: error }, 'scheduler run failed');
    }
  };
  const loop = () => {
    running = run().finally(() => {
      if (!stopped) timer = setTimeout(loop, options.intervalMs);
    });
  };
  loop();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
