import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations } from '../../db/schema';
import { getRoom } from './find-room';
import type { ConversationRow } from './presenter';

export interface ListConversationsOptions {
  orgId: string;
  userId: string;
  roomId: string;
  /** 1 is the newest page. */
  page: number;
  pageSize: number;
}

/**
 * A page of a room's visible history (`db/all-conversation`): page 1 holds the newest
 * conversations, each page in time order (oldest first) so the thread reads top to bottom;
 * `hasMore` says older pages exist. Hidden conversations are left out.
 * @throws AppError NOT_FOUND when the room is not the user's.
 */
export async function listConversations(
  db: Db,
  options: ListConversationsOptions,
): Promise<{ rows: ConversationRow[]; hasMore: boolean }> {
  const { room } = await getRoom(db, options);
  const rows = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.roomId, room.id),
        eq(conversations.orgId, options.orgId),
        eq(conversations.hide, false),
      ),
    )
    .orderBy(desc(conversations.createdAt), desc(conversations.id))
    .limit(options.pageSize + 1)
    .offset((options.page - 1) * options.pageSize);
  const hasMore = rows.length > options.pageSize;
  return { rows: rows.slice(0, options.pageSize).reverse(), hasMore };
}
