import { optionalRoomResponseSchema, type Room } from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { roomsKeys } from './keys';

/** `db/room_by_id_source` finds a room by its id, or a source's most recent room. */
type RoomLookup = { room: string } | { source: string };

async function lookUpRoom(query: RoomLookup): Promise<Room | null> {
  const result = await api.get('db/room_by_id_source', optionalRoomResponseSchema, { query });
  return result.data;
}

/** One room by id; null when the server has none for this user. */
export function findRoom(roomId: string): Promise<Room | null> {
  return lookUpRoom({ room: roomId });
}

/** The source's most recent room for this user, or null: where "change source" goes. */
export function findSourceRoom(sourceId: string): Promise<Room | null> {
  return lookUpRoom({ source: sourceId });
}

export const getRoomQueryOptions = (roomId: string) =>
  queryOptions({ queryKey: roomsKeys.room(roomId), queryFn: () => findRoom(roomId) });

export function useRoom(roomId: string) {
  return useQuery(getRoomQueryOptions(roomId));
}
