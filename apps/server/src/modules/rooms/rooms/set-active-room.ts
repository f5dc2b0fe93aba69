import type { AppContext } from '../../../context';
import { activeRooms } from '../tables';

/**
 * Makes a room the user's active room in the organization (one per user and organization).
 * The caller has checked that the room is the user's.
 */
export async function setActiveRoom(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: { orgId: string; userId: string; roomId: string },
): Promise<void> {
  const now = ctx.now();
  await ctx.db
    .insert(activeRooms)
    .values({ ...options, updatedAt: now })
    .onConflictDoUpdate({
      target: [activeRooms.userId, activeRooms.orgId],
      set: { roomId: options.roomId, updatedAt: now },
    });
}
