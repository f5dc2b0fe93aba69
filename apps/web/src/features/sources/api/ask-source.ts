import { type AskResult, nlQueryResponseSchema } from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sourcesKeys } from './keys';

/** Asks one question of a source outside a room and gets the answer, or why it declined. */
export async function askSource(id: string, text: string): Promise<AskResult> {
  const result = await api.get('db/nlquery', nlQueryResponseSchema, { query: { id, text } });
  return result.data;
}

/** Keyed by model version: after Enrich edits, the same question is asked again. */
export const askSourceQueryOptions = (id: string, modelVersion: number | null, text: string) =>
  queryOptions({
    queryKey: sourcesKeys.answer(id, modelVersion, text),
    queryFn: () => askSource(id, text),
    staleTime: 60_000,
    retry: false,
  });

export function useAskSource(id: string, modelVersion: number | null, text: string) {
  return useQuery({
    ...askSourceQueryOptions(id, modelVersion, text),
    enabled: text.trim().length > 0,
  });
}
