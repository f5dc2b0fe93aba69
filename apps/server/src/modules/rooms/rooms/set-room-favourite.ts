import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { getRoom, type RoomRow } from '../find-room';
import { roomFavourites } from '../tables';

/**
 * Stars or unstars one of the user's rooms.
 * @throws AppError NOT_FOUND when the room is not the user's.
 */
export async function setRoomFavourite(
  db: Db,
  options: { orgId: string; userId: string; roomId: string; favourite: boolean },
): Promise<RoomRow> {
  const room = await getRoom(db, options);
  if (options.favourite) {
    await db
      .insert(roomFavourites)
      .values({ userId: options.userId, roomId: room.room.id })
      .onConflictDoNothing();
  } else {
    await db
      .delete(roomFavourites)
      .where(
        and(eq(roomFavourites.userId, options.userId), eq(roomFavourites.roomId, room.room.id)),
      );
  }
  return { ...room, isFavourite: options.favourite };
}
