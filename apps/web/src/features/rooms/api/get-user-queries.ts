import { userQueriesResponseSchema } from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { roomsKeys } from './keys';

/** A question the user asked before, newest first in the list. */
export interface UserQuery {
  text: string;
  askedAt: string;
}

/** The user's recent distinct questions about one source (any of their rooms), newest first. */
export async function getUserQueries(sourceId: string): Promise<UserQuery[]> {
  const result = await api.get('db/user-queries', userQueriesResponseSchema, {
    query: { source: sourceId },
  });
  return result.data;
}

export const getUserQueriesQueryOptions = (sourceId: string) =>
  queryOptions({
    queryKey: roomsKeys.userQueries(sourceId),
    queryFn: () => getUserQueries(sourceId),
    // Recall and the recent list work without them; a failure must not block the box.
    retry: false,
  });

export function useUserQueries(sourceId: string, enabled = true) {
  return useQuery({ ...getUserQueriesQueryOptions(sourceId), enabled });
}
