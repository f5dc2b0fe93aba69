import { and, desc, eq, isNull, max, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { conversations, rooms } from '../tables';

const MAX_QUERIES = 20;

/**
 * The user's recent distinct questions in the organization (`db/user-queries`), newest first, for
 * reuse in the input box: visible conversations of live rooms, optionally of one source.
 */
export async function listUserQueries(
  db: Db,
  options: { orgId: string; userId: string; sourceId?: string },
): Promise<{ text: string; askedAt: Date }[]> {
  const where: SQL[] = [
    eq(conversations.orgId, options.orgId),
    eq(conversations.askedBy, options.userId),
    eq(conversations.hide, false),
    isNull(rooms.deletedAt),
  ];
  if (options.sourceId) where.push(eq(conversations.sourceId, options.sourceId));
  const askedAt = max(conversations.createdAt);
  const rows = await db
    .select({ text: conversations.text, askedAt })
    .from(conversations)
    .innerJoin(rooms, eq(rooms.id, conversations.roomId))
    .where(and(...where))
    .groupBy(conversations.text)
    .orderBy(desc(askedAt))
    .limit(MAX_QUERIES);
  return rows.map((row) => ({ text: row.text, askedAt: new Date(row.askedAt ?? 0) }));
}
