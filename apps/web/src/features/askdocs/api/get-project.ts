import { type AskDocsProject, askDocsProjectResponseSchema } from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { askDocsKeys } from './keys';

/** One document project, with the user's star and its number of documents. */
export async function getProject(projectId: string): Promise<AskDocsProject> {
  const path = `ask-docs/single-project/${encodeURIComponent(projectId)}`;
  const result = await api.get(path, askDocsProjectResponseSchema);
  return result.data;
}

export const getProjectQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: askDocsKeys.project(projectId),
    queryFn: () => getProject(projectId),
  });

export function useProject(projectId: string) {
  return useQuery(getProjectQueryOptions(projectId));
}
