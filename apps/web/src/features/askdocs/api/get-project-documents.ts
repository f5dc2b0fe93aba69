import { type AskDocsDocument, askDocsDocumentsResponseSchema } from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { askDocsKeys } from './keys';

/** A project's documents with where their reading stands, newest first. */
export async function getProjectDocuments(projectId: string): Promise<AskDocsDocument[]> {
  const path = `ask-docs/project-sources/${encodeURIComponent(projectId)}`;
  const result = await api.get(path, askDocsDocumentsResponseSchema);
  return result.data;
}

export const getProjectDocumentsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: askDocsKeys.documents(projectId),
    queryFn: () => getProjectDocuments(projectId),
  });

export function useProjectDocuments(projectId: string) {
  return useQuery(getProjectDocumentsQueryOptions(projectId));
}
