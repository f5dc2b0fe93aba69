import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { AppContext } from '../context';
import { countHit, pruneRateLimits } from '../core/rate-limits';
import { periodicChore } from '../lib/periodic-chore';

/** How often a process deletes the rate-limit rows whose window is over. */
const PRUNE_EVERY_MS = 60_000;

/** At most this many refused keys are remembered in a process (about 20 MB); past it, counted. */
const MAX_REFUSED_KEYS = 100_000;

/**
 * A @fastify/rate-limit store over the app database's `rate_limits` table, so a route's limit
 * holds across every HTTP process instead of each process allowing the full budget. One
 * statement per hit (`countHit`); expired rows are deleted in the background at most once a
 * minute per process. A key past its route's limit stays past it until its window resets,
 * whatever other processes count, so the process remembers it and refuses its next hits in that
 * window without a statement: a flood of refused requests (credential stuffing, bench:load L5)
 * costs the app database nothing.
 * @example await app.register(rateLimit, { global: false, store: databaseRateLimitStore(ctx) });
 */
export function databaseRateLimitStore(
  ctx: Pick<AppContext, 'db' | 'keys' | 'log' | 'now'>,
): FastifyRateLimitStoreCtor {
  /** Keys past their limit, with their hits and when their window resets (epoch ms). */
  const refused = new Map<string, { hits: number; resetsAt: number }>();
  const prune = periodicChore({
    name: 'rate-limits.prune',
    everyMs: PRUNE_EVERY_MS,
    log: ctx.log,
    run: async (now) => {
      for (const [key, entry] of refused) {
        if (entry.resetsAt <= now.getTime()) refused.delete(key);
      }
      await pruneRateLimits(ctx.db, now);
    },
  });

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** The plugin builds the root store with its options; each limited route gets a child. */
    constructor(
      _options: unknown,
      private readonly route = '',
      /** The route's limit when it is a number (a function's is not known here). */
      private readonly max?: number,
    ) {}

    incr: FastifyRateLimitStore['incr'] = (key, callback, timeWindow) => {
      const now = ctx.now();
      const counted = `${this.route} ${key}`;
      const known = refused.get(counted);
      if (known && known.resetsAt > now.getTime()) {
        known.hits += 1;
        callback(null, { current: known.hits, ttl: known.resetsAt - now.getTime() });
        return;
      }
      if (known) refused.delete(counted);
      countHit(ctx, { key: counted, windowMs: timeWindow, now }).then(
        ({ hits, resetsAt }) => {
          if (this.max !== undefined && hits > this.max && refused.size < MAX_REFUSED_KEYS) {
            refused.set(counted, { hits, resetsAt: resetsAt.getTime() });
          }
          callback(null, { current: hits, ttl: Math.max(0, resetsAt.getTime() - now.getTime()) });
          void prune(now);
        },
        (error: Error) => callback(error),
      );
    };

    child: FastifyRateLimitStore['child'] = (routeOptions) =>
      new DatabaseRateLimitStore(undefined, routeOf(routeOptions), limitOf(routeOptions));
  }
  return DatabaseRateLimitStore;
}

/**
 * The route a child store counts for, as `METHOD url`. The plugin passes the route's options as
 * `routeInfo` (its types leave that out); without it routes would share one budget, so that fails.
 */
function routeOf(options: object): string {
  const info: unknown = 'routeInfo' in options ? options.routeInfo : undefined;
  if (typeof info === 'object' && info !== null && 'method' in info && 'url' in info) {
    return `${String(info.method)} ${String(info.url)}`;
  }
  throw new Error('rate-limit store: a limited route without its method and url');
}

/** The route's limit the plugin passes with its options (its types leave it out), when a number. */
function limitOf(options: object): number | undefined {
  const max: unknown = 'max' in options ? options.max : undefined;
  return typeof max === 'number' ? max : undefined;
}
