import { AppError } from '@tabletalk/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ConversationRow } from './presenter';
import { visibleRooms } from './rooms.policy';
import { conversations, rooms } from './tables';

export interface ConversationRef {
  orgId: string;
  userId: string;
  conversationId: string;
}

/**
 * A conversation of one of the user's live rooms (hidden ones included).
 * @throws AppError NOT_FOUND when it does not exist or its room is not the user's.
 */
export async function getConversation(db: Db, options: ConversationRef): Promise<ConversationRow> {
  const [row] = await db
    .select({ conversation: conversations })
    .from(conversations)
    .innerJoin(rooms, eq(rooms.id, conversations.roomId))
    .where(
      and(
        eq(conversations.id, options.conversationId),
        eq(conversations.orgId, options.orgId),
        visibleRooms(options),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row.conversation;
}

/**
 * Changes fields of one of the user's conversations and answers the changed row.
 * @throws AppError NOT_FOUND as `getConversation`.
 */
export async function updateConversation(
  db: Db,
  options: ConversationRef & { set: Partial<ConversationRow> },
): Promise<ConversationRow> {
  const found = await getConversation(db, options);
  const [row] = await db
    .update(conversations)
    .set(options.set)
    .where(and(eq(conversations.id, found.id), eq(conversations.orgId, options.orgId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
