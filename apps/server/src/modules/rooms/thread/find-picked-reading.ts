import type { Reading, StructuredQuery } from '@tabletalk/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { readStoredResult } from '../stored-result';
import { conversations } from '../tables';

/** How many of the room's latest unsure answers a picked reading is looked for in. */
const RECENT_UNSURE = 5;

/** JSON with object keys sorted: the database's jsonb does not keep the order they came in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/**
 * The reading a structured query was picked from: one the engine offered in one of the room's
 * latest unsure answers about the source, with the same query. Null for an edited chip.
 */
export async function findPickedReading(
  db: Db,
  options: { orgId: string; roomId: string; sourceId: string; query: StructuredQuery },
): Promise<Reading | null> {
  const rows = await db
    .select({ result: conversations.result })
    .from(conversations)
    .where(
      and(
        eq(conversations.roomId, options.roomId),
        eq(conversations.orgId, options.orgId),
        eq(conversations.sourceId, options.sourceId),
        sql`${conversations.result}->>'status' = 'unsure'`,
      ),
    )
    .orderBy(desc(conversations.createdAt))
    .limit(RECENT_UNSURE);
  const wanted = canonical(options.query);
  for (const row of rows) {
    const readings = readStoredResult(row.result).answer?.readings ?? [];
    const picked = readings.find((reading) => canonical(reading.structuredQuery) === wanted);
    if (picked) return picked;
  }
  return null;
}
