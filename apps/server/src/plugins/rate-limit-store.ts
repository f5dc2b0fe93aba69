import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { AppContext } from '../context';
import { countHit, pruneRateLimits } from '../core/rate-limits';
import { periodicChore } from '../lib/periodic-chore';

/** How often a process deletes the rate-limit rows whose window is over. */
const PRUNE_EVERY_MS = 60_000;

/**
 * A @fastify/rate-limit store over the app database's `rate_limits` table, so a route's limit
 * holds across every HTTP process instead of each process allowing the full budget. One
 * statement per hit (`countHit`); expired rows are deleted in the background at most once a
 * minute per process.
 * @example await app.register(rateLimit, { global: false, store: databaseRateLimitStore(ctx) });
 */
export function databaseRateLimitStore(
  ctx: Pick<AppContext, 'db' | 'keys' | 'log' | 'now'>,
): FastifyRateLimitStoreCtor {
  const prune = periodicChore({
    name: 'rate-limits.prune',
    everyMs: PRUNE_EVERY_MS,
    log: ctx.log,
    run: (now) => pruneRateLimits(ctx.db, now),
  });

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** The plugin builds the root store with its options; each limited route gets a child. */
    constructor(
      _options: unknown,
      private readonly route = '',
    ) {}

    incr: FastifyRateLimitStore['incr'] = (key, callback, timeWindow) => {
      const now = ctx.now();
      countHit(ctx, { key: `${this.route} ${key}`, windowMs: timeWindow, now }).then(
        ({ hits, resetsAt }) => {
          callback(null, { current: hits, ttl: Math.max(0, resetsAt.getTime() - now.getTime()) });
          void prune(now);
        },
        (error: Error) => callback(error),
      );
    };

    child: FastifyRateLimitStore['child'] = (routeOptions) =>
      new DatabaseRateLimitStore(undefined, routeOf(routeOptions));
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
