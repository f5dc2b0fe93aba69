import { type Template, templatesResponseSchema } from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { roomsKeys } from './keys';

/** Saved questions for a source (and those for any source), favourites first. */
export async function getTemplates(sourceId: string): Promise<Template[]> {
  const result = await api.get('db/get-all-templates', templatesResponseSchema, {
    query: { source: sourceId },
  });
  return result.data;
}

export const getTemplatesQueryOptions = (sourceId: string) =>
  queryOptions({
    queryKey: roomsKeys.templates(sourceId),
    queryFn: () => getTemplates(sourceId),
    staleTime: 60_000,
  });

export function useTemplates(sourceId: string) {
  return useQuery(getTemplatesQueryOptions(sourceId));
}
