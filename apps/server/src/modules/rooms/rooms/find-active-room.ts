import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { findSelectedSourceId } from '../../sources';
import { findRoom, type RoomRow } from '../find-room';
import { activeRooms } from '../tables';

/** The room the user was last in, in the organization; null when none or since deleted. */
export async function findActiveRoom(
  db: Db,
  options: { orgId: string; userId: string },
): Promise<RoomRow | null> {
  const [active] = await db
    .select({ roomId: activeRooms.roomId })
    .from(activeRooms)
    .where(and(eq(activeRooms.userId, options.userId), eq(activeRooms.orgId, options.orgId)))
    .limit(1);
  return active ? findRoom(db, { ...options, roomId: active.roomId }) : null;
}

/**
 * `db/user-session`: the active room and its source; without an active room, the source the user
 * last selected.
 */
export async function getUserSession(
  db: Db,
  options: { orgId: string; userId: string },
): Promise<{ room: RoomRow | null; sourceId: string | null }> {
  const room = await findActiveRoom(db, options);
  if (room) return { room, sourceId: room.room.sourceId };
  return { room: null, sourceId: await findSelectedSourceId(db, options) };
}
