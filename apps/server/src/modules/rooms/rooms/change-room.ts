import type { AppContext } from '../../../context';
import { getRoom, type RoomRow } from '../find-room';
import { setActiveRoom } from './set-active-room';

/**
 * `db/change-room/{id}`: the user enters one of their rooms, which becomes their active room.
 * @throws AppError NOT_FOUND when the room is not the user's.
 */
export async function changeRoom(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: { orgId: string; userId: string; roomId: string },
): Promise<RoomRow> {
  const room = await getRoom(ctx.db, options);
  await setActiveRoom(ctx, options);
  return room;
}
