import { lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from './tables';

/**
 * Deletes the rate-limit rows whose window is over (a hit after that starts a fresh window
 * anyway), so clients seen once do not pile up. Cheap: an index on `resets_at`.
 */
export async function pruneRateLimits(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.resetsAt, now));
}
