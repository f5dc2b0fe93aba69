import { type AskDocsRoom, askDocsRoomResponseSchema } from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { askDocsKeys } from './keys';

/** A project's room (the id is the PROJECT's), created on first open, with its template. */
export async function getRoom(projectId: string): Promise<AskDocsRoom> {
  const result = await api.get(
    `ask-docs/room/${encodeURIComponent(projectId)}`,
    askDocsRoomResponseSchema,
  );
  return result.data;
}

export const getRoomQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: askDocsKeys.room(projectId), queryFn: () => getRoom(projectId) });

export function useRoom(projectId: string) {
  return useQuery(getRoomQueryOptions(projectId));
}
