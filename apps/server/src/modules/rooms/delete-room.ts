import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { activeRooms, rooms } from '../../db/schema';
import { getRoom } from './find-room';

/**
 * Deletes one of the user's rooms: it disappears from every list and lookup (its conversations
 * stay in the database, unreachable), and stops being anyone's active room.
 * @throws AppError NOT_FOUND when the room is not the user's or already deleted.
 */
export async function deleteRoom(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: { orgId: string; userId: string; roomId: string },
): Promise<void> {
  const { room } = await getRoom(ctx.db, options);
  const now = ctx.now();
  await ctx.db
    .update(rooms)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(rooms.id, room.id), eq(rooms.orgId, options.orgId)));
  await ctx.db.delete(activeRooms).where(eq(activeRooms.roomId, room.id));
}
