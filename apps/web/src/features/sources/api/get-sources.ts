import { type Source, sourcesResponseSchema } from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sourcesKeys } from './keys';

/** While any listed source is loading, the list refreshes this often to show its progress. */
export const LIST_POLL_MS = 2_000;

const isLoading = (source: Source) =>
  source.status === 'PENDING' || source.status === 'OCR_PENDING';

/** The organization's live sources, newest first; one project's when `projectId` is given. */
export async function getSources(projectId?: string): Promise<Source[]> {
  const result = await api.get('db/sources', sourcesResponseSchema, { query: { projectId } });
  return result.data;
}

export const getSourcesQueryOptions = (projectId?: string) =>
  queryOptions({
    queryKey: sourcesKeys.list(projectId),
    queryFn: () => getSources(projectId),
    refetchInterval: (query) => (query.state.data?.some(isLoading) ? LIST_POLL_MS : false),
  });

export function useSources(projectId?: string) {
  return useQuery(getSourcesQueryOptions(projectId));
}
