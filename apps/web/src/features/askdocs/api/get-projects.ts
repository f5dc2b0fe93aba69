import { type AskDocsProject, askDocsProjectsResponseSchema } from '@tabletalk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { askDocsKeys } from './keys';

/** The organization's document projects, the user's favourites first; `search` matches names. */
export async function getProjects(search: string): Promise<AskDocsProject[]> {
  const trimmed = search.trim();
  const result = await api.get('ask-docs/documents-projects', askDocsProjectsResponseSchema, {
    query: trimmed ? { search: trimmed } : {},
  });
  return result.data;
}

export const getProjectsQueryOptions = (search = '') =>
  queryOptions({
    queryKey: askDocsKeys.projects(search.trim()),
    queryFn: () => getProjects(search),
    // Typing a search keeps the last list on screen instead of flashing a loader.
    placeholderData: keepPreviousData,
  });

export function useProjects(search = '') {
  return useQuery(getProjectsQueryOptions(search));
}
