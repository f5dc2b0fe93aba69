import { type Room, roomsResponseSchema } from '@tabletalk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { roomsKeys } from './keys';

/** The user's rooms, favourites first, then most recently used; `search` matches names. */
export async function getRooms(search: string): Promise<Room[]> {
  const result = await api.get('db/all-user-rooms', roomsResponseSchema, {
    query: { search: search.trim() },
  });
  return result.data;
}

export const getRoomsQueryOptions = (search = '') =>
  queryOptions({
    queryKey: roomsKeys.list(search.trim()),
    queryFn: () => getRooms(search),
    // Typing a search keeps the last list on screen instead of flashing a loader.
    placeholderData: keepPreviousData,
  });

export function useRooms(search = '') {
  return useQuery(getRoomsQueryOptions(search));
}
