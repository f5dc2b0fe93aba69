import { optionalRoomResponseSchema, type Room } from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { roomsKeys } from './keys';

/** One room by id; null when the server has none for this user. */
export async function findRoom(roomId: string): Promise<Room | null> {
  const result = await api.get('db/room_by_id_source', optionalRoomResponseSchema, {
    query: { room: roomId },
  });
  return result.data;
}

export const getRoomQueryOptions = (roomId: string) =>
  queryOptions({ queryKey: roomsKeys.room(roomId), queryFn: () => findRoom(roomId) });

export function useRoom(roomId: string) {
  return useQuery(getRoomQueryOptions(roomId));
}
