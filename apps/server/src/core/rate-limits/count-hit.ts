import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { insertedRow } from '../../db/inserted-row';
import { hashCode } from '../../lib/security/hashing';
import { rateLimits } from './tables';

/** The hits counted in the key's current window, this one included, and when the window ends. */
export interface CountedHits {
  hits: number;
  resetsAt: Date;
}

/**
 * Counts one hit of a key in its fixed window (`windowMs` long, from the first hit after the
 * previous window ended) in one statement: an upsert that starts a new window when the stored one
 * is over and adds one otherwise. The update locks the row, so concurrent hits from any number
 * of processes are each counted once. Only a keyed hash of the key is stored.
 * @example const { hits } = await countHit(ctx, { key: `POST/api/auth/signin-${ip}`, windowMs: 60_000, now });
 */
export async function countHit(
  ctx: Pick<AppContext, 'db' | 'keys'>,
  options: { key: string; windowMs: number; now: Date },
): Promise<CountedHits> {
  const { now, windowMs } = options;
  const isOver = sql`${rateLimits.resetsAt} <= ${now.toISOString()}::timestamptz`;
  return insertedRow(
    ctx.db
      .insert(rateLimits)
      .values({
        key: hashCode(options.key, ctx.keys.rateLimits),
        hits: 1,
        resetsAt: new Date(now.getTime() + windowMs),
      })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${isOver} then 1 else ${rateLimits.hits} + 1 end`,
          resetsAt: sql`case when ${isOver} then excluded.resets_at else ${rateLimits.resetsAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits, resetsAt: rateLimits.resetsAt }),
    'rate limit hit',
  );
}
