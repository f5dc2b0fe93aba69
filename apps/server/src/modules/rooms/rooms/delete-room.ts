import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { getRoom } from '../find-room';
import { activeRooms, conversations, roomFavourites, rooms } from '../tables';

/**
 * Deletes one of the user's rooms, in one statement (data-modifying CTEs): its conversations go
 * for good, with the answer rows they copied from the source (liked examples made from them stay
 * in the source's knowledge: their link is set null); it stops being anyone's active room or
 * favourite; the room itself is marked deleted, so it disappears from every list and lookup.
 * @throws AppError NOT_FOUND when the room is not the user's or already deleted.
 */
export async function deleteRoom(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: { orgId: string; userId: string; roomId: string },
): Promise<void> {
  const { room } = await getRoom(ctx.db, options);
  const now = ctx.now();
  const deleteThread = ctx.db.$with('delete_thread').as(
    ctx.db
      .delete(conversations)
      .where(and(eq(conversations.roomId, room.id), eq(conversations.orgId, options.orgId)))
      .returning({ id: conversations.id }),
  );
  const deleteActive = ctx.db.$with('delete_active').as(
    ctx.db
      .delete(activeRooms)
      .where(and(eq(activeRooms.roomId, room.id), eq(activeRooms.orgId, options.orgId)))
      .returning({ roomId: activeRooms.roomId }),
  );
  const deleteStars = ctx.db
    .$with('delete_stars')
    .as(
      ctx.db
        .delete(roomFavourites)
        .where(eq(roomFavourites.roomId, room.id))
        .returning({ roomId: roomFavourites.roomId }),
    );
  await ctx.db
    .with(deleteThread, deleteActive, deleteStars)
    .update(rooms)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(rooms.id, room.id), eq(rooms.orgId, options.orgId)));
}
