import { type Project, projectsResponseSchema } from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sourcesKeys } from './keys';

/** The organization's projects, the user's favourites first, then newest first. */
export async function getProjects(): Promise<Project[]> {
  const result = await api.get('db/all-projects', projectsResponseSchema);
  return result.data;
}

export const getProjectsQueryOptions = () =>
  queryOptions({ queryKey: sourcesKeys.projects(), queryFn: getProjects });

export function useProjects() {
  return useQuery(getProjectsQueryOptions());
}
