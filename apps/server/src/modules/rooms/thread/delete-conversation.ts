import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type ConversationRef, getConversation } from '../find-conversation';
import { conversations } from '../tables';

/**
 * Deletes one of the user's conversations for good. A liked example made from it stays in the
 * source's knowledge (it no longer points at the conversation).
 * @throws AppError NOT_FOUND when it is not in one of the user's rooms.
 */
export async function deleteConversation(db: Db, options: ConversationRef): Promise<void> {
  const conversation = await getConversation(db, options);
  await db
    .delete(conversations)
    .where(and(eq(conversations.id, conversation.id), eq(conversations.orgId, options.orgId)));
}
