import { querySuggestionsResponseSchema } from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sourcesKeys } from './keys';

/** Questions the built-in engine can answer about a source, from its knowledge. */
export async function getQuerySuggestions(id: string): Promise<string[]> {
  const result = await api.get(`db/query-suggestions/${id}`, querySuggestionsResponseSchema);
  return result.data;
}

export const getQuerySuggestionsQueryOptions = (id: string, modelVersion: number | null) =>
  queryOptions({
    queryKey: sourcesKeys.suggestions(id, modelVersion),
    queryFn: () => getQuerySuggestions(id),
    staleTime: 5 * 60_000,
  });

export function useQuerySuggestions(id: string, modelVersion: number | null) {
  return useQuery({
    ...getQuerySuggestionsQueryOptions(id, modelVersion),
    enabled: modelVersion !== null,
  });
}
