import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { UsageCounter } from '../../core/entitlements';
import { sources } from './tables';

/**
 * The plan's `dataSources` counter: the organization's live sources (each sheet counts), not
 * counting the sample dataset, which every organization may keep for free, nor FAILED loads,
 * which hold no data: a failed upload must not stop the person from trying again. The home
 * page counts the same sources (`countsTowardPlan` in the web app).
 */
export const countLiveSources: UsageCounter = async (db, orgId) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sources)
    .where(
      and(
        eq(sources.orgId, orgId),
        isNull(sources.deletedAt),
        eq(sources.isSample, false),
        ne(sources.status, 'FAILED'),
      ),
    );
  return row?.n ?? 0;
};
