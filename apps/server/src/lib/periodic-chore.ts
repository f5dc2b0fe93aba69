import type { Logger } from 'pino';

/**
 * Wraps a housekeeping chore (deleting expired rows) that callers may start on every request:
 * it runs at most once per `everyMs` of the given clock in this process, in the background, so
 * the request that starts it does not wait. A failure is logged and the next period tries again.
 * @returns the starter: it returns the chore's run when it started one (tests await it), else null.
 * @example const prune = periodicChore({ name: 'rate-limits.prune', everyMs: 60_000, log, run });
 *   void prune(ctx.now());
 */
export function periodicChore(options: {
  name: string;
  everyMs: number;
  log: Logger;
  run: (now: Date) => Promise<void>;
}): (now: Date) => Promise<void> | null {
  let nextAt = Number.NEGATIVE_INFINITY;
  return (now) => {
    if (now.getTime() < nextAt) return null;
    nextAt = now.getTime() + options.everyMs;
    return options.run(now).catch((error: unknown) => {
      options.log.warn({ err: error, chore: options.name }, 'housekeeping chore failed');
    });
  };
}
