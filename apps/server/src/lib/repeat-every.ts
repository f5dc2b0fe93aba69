import type { Logger } from 'pino';

/** A task running in a loop; `stop` resolves once a run in progress has finished. */
export interface RepeatingTask {
  stop(): Promise<void>;
}

/**
 * Runs a background task of a process's role (the scheduler, the stalled-work sweep) every
 * `intervalMs` after its previous run ended, so runs never overlap in one process; first at once
 * unless `atOnce` is false. A failed run is logged and the loop goes on.
 * @example const sweep = repeatEvery({ name: 'sweep', intervalMs: 15_000, log, run }); await sweep.stop();
 */
export function repeatEvery(options: {
  name: string;
  intervalMs: number;
  log: Logger;
  atOnce?: boolean;
  run: () => Promise<void>;
}): RepeatingTask {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const loop = () => {
    running = options
      .run()
      .catch((error: unknown) => {
        options.log.error({ err: error, task: options.name }, 'background task failed');
      })
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(loop, options.intervalMs);
      });
  };
  if (options.atOnce === false) {
    timer = setTimeout(loop, options.intervalMs);
  } else {
    loop();
  }

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
