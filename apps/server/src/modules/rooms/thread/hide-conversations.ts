import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { getRoom } from '../find-room';
import { conversations } from '../tables';

/**
 * Clears a room's thread (`PUT db/hide-conversation`): every conversation is hidden, kept for the
 * record but left out of the history.
 * @returns how many were hidden.
 * @throws AppError NOT_FOUND when the room is not the user's.
 */
export async function hideRoomConversations(
  db: Db,
  options: { orgId: string; userId: string; roomId: string },
): Promise<number> {
  const { room } = await getRoom(db, options);
  const hidden = await db
    .update(conversations)
    .set({ hide: true })
    .where(
      and(
        eq(conversations.roomId, room.id),
        eq(conversations.orgId, options.orgId),
        eq(conversations.hide, false),
      ),
    )
    .returning({ id: conversations.id });
  return hidden.length;
}
