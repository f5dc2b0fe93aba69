import { querySuggestionsResponseSchema } from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

/** The one cache key of `db/query-suggestions`: the rooms and the sources screens share it. */
export const querySuggestionsKeys = {
  all: ['query-suggestions'] as const,
  detail: (sourceId: string) => [...querySuggestionsKeys.all, sourceId] as const,
};

/** Questions the built-in engine can answer about a source, from its knowledge. */
export async function getQuerySuggestions(sourceId: string): Promise<string[]> {
  const result = await api.get(
    `db/query-suggestions/${encodeURIComponent(sourceId)}`,
    querySuggestionsResponseSchema,
  );
  return result.data;
}

export const getQuerySuggestionsQueryOptions = (sourceId: string) =>
  queryOptions({
    queryKey: querySuggestionsKeys.detail(sourceId),
    queryFn: () => getQuerySuggestions(sourceId),
    staleTime: 5 * 60_000,
    // A source without knowledge has no suggestions; the screens work without them.
    retry: false,
  });

export function useQuerySuggestions(sourceId: string, enabled = true) {
  return useQuery({ ...getQuerySuggestionsQueryOptions(sourceId), enabled });
}
