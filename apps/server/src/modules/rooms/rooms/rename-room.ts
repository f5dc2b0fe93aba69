import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { getRoom, type RoomRow } from '../find-room';
import { visibleRooms } from '../rooms.policy';
import { rooms } from '../tables';

/**
 * Renames one of the user's rooms.
 * @throws AppError NOT_FOUND when the room is not the user's.
 */
export async function renameRoom(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: { orgId: string; userId: string; roomId: string; name: string },
): Promise<RoomRow> {
  // The filter makes another user's room untouched; getRoom then answers NOT_FOUND.
  await ctx.db
    .update(rooms)
    .set({ name: options.name, updatedAt: ctx.now() })
    .where(and(eq(rooms.id, options.roomId), visibleRooms(options)));
  return getRoom(ctx.db, options);
}
