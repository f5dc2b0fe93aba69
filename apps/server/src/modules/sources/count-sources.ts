import { and, eq, isNull, sql } from 'drizzle-orm';
import { sources } from '../../db/schema';
import type { UsageCounter } from '../entitlements';

/**
 * The plan's `dataSources` counter: the organization's live sources (each sheet counts), not
 * counting the sample dataset, which every organization may keep for free.
 */
export const countLiveSources: UsageCounter = async (db, orgId) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sources)
    .where(and(eq(sources.orgId, orgId), isNull(sources.deletedAt), eq(sources.isSample, false)));
  return row?.n ?? 0;
};
