import { AppError } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { getSource } from '../../sources';
import { getRoom, type RoomRow } from '../find-room';
import { rooms } from '../tables';
import { setActiveRoom } from './set-active-room';

export interface CreateRoomOptions {
  orgId: string;
  teamId: string;
  userId: string;
  sourceId: string;
  name: string;
}

/**
 * Opens a room over one of the organization's live sources and makes it the user's active room.
 * @throws AppError NOT_FOUND when the source is not the organization's or was deleted.
 */
export async function createRoom(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: CreateRoomOptions,
): Promise<RoomRow> {
  const source = await getSource(ctx.db, { orgId: options.orgId, sourceId: options.sourceId });
  const now = ctx.now();
  const [room] = await ctx.db
    .insert(rooms)
    .values({
      orgId: options.orgId,
      teamId: options.teamId,
      sourceId: source.id,
      createdBy: options.userId,
      name: options.name,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: rooms.id });
  if (!room) throw new AppError('INTERNAL');
  await setActiveRoom(ctx, { orgId: options.orgId, userId: options.userId, roomId: room.id });
  return getRoom(ctx.db, { ...options, roomId: room.id });
}
