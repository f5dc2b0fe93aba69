import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';

/**
 * The per-route rate limits of the HTTP API (@fastify/rate-limit's store), shared by every HTTP
 * process: one row per route and client (IP or user), counting the hits of a fixed window that
 * starts with its first hit. A hit is one upsert, which locks the row, so hits from several
 * processes at once are all counted. Rows whose window is over are reused by the next hit, or
 * deleted now and then (`pruneRateLimits`).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** A keyed hash of the route and the client: the table holds no IP address. */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    /** The end of the window: the next hit after it starts a new one. */
    resetsAt: at('resets_at').notNull(),
  },
  (t) => [index('rate_limits_resets_at_idx').on(t.resetsAt)],
);
