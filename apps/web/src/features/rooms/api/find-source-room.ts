import { optionalRoomResponseSchema, type Room } from '@tabletalk/contracts';
import { api } from '../../../lib/api';

/** The source's most recent room for this user, or null: where "change source" goes. */
export async function findSourceRoom(sourceId: string): Promise<Room | null> {
  const result = await api.get('db/room_by_id_source', optionalRoomResponseSchema, {
    query: { source: sourceId },
  });
  return result.data;
}
