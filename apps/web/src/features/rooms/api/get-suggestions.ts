import { querySuggestionsResponseSchema } from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { roomsKeys } from './keys';

/** Questions the built-in engine can answer about the room's source. */
export async function getSuggestions(sourceId: string): Promise<string[]> {
  const result = await api.get(
    `db/query-suggestions/${encodeURIComponent(sourceId)}`,
    querySuggestionsResponseSchema,
  );
  return result.data;
}

export const getSuggestionsQueryOptions = (sourceId: string) =>
  queryOptions({
    queryKey: roomsKeys.suggestions(sourceId),
    queryFn: () => getSuggestions(sourceId),
    staleTime: 5 * 60_000,
    // A source without knowledge has no suggestions; the room works without them.
    retry: false,
  });

export function useSuggestions(sourceId: string, enabled = true) {
  return useQuery({ ...getSuggestionsQueryOptions(sourceId), enabled });
}
