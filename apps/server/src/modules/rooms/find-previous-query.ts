import type { StructuredQuery } from '@tabletalk/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations } from '../../db/schema';

/**
 * The structured query a follow-up refines: that of the room's last visible conversation about
 * the same source that was answered with one. Null for a room without one.
 */
export async function findPreviousQuery(
  db: Db,
  options: { orgId: string; roomId: string; sourceId: string },
): Promise<StructuredQuery | null> {
  const structuredQuery = sql<StructuredQuery | null>`${conversations.result}->'answer'->'structuredQuery'`;
  const [row] = await db
    .select({ structuredQuery })
    .from(conversations)
    .where(
      and(
        eq(conversations.roomId, options.roomId),
        eq(conversations.orgId, options.orgId),
        eq(conversations.sourceId, options.sourceId),
        eq(conversations.hide, false),
        sql`${conversations.result}->>'status' = 'answered'`,
        sql`jsonb_typeof(${structuredQuery}) = 'object'`,
      ),
    )
    .orderBy(desc(conversations.createdAt), desc(conversations.id))
    .limit(1);
  return row?.structuredQuery ?? null;
}
