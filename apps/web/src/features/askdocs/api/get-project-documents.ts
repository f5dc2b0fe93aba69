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

/** Milliseconds between two reads of the list while a document is still PENDING. */
export const DOCUMENTS_POLL_MS = 1500;

/** Whether any of the documents (all of them, or those of `ids`) is still being read. */
export function isAnyPending(
  documents: readonly AskDocsDocument[] | undefined,
  ids?: readonly string[],
): boolean {
  return (documents ?? []).some(
    (document) => document.status === 'PENDING' && (!ids || ids.includes(document._id)),
  );
}

/**
 * The project's documents. With `pollWhilePending`, the list is read again every
 * DOCUMENTS_POLL_MS while one of those documents (all when `true`) is PENDING.
 */
export function useProjectDocuments(
  projectId: string,
  { pollWhilePending }: { pollWhilePending?: boolean | readonly string[] } = {},
) {
  const ids = Array.isArray(pollWhilePending) ? pollWhilePending : undefined;
  return useQuery({
    ...getProjectDocumentsQueryOptions(projectId),
    refetchInterval: (query) =>
      pollWhilePending && isAnyPending(query.state.data, ids) ? DOCUMENTS_POLL_MS : false,
  });
}
