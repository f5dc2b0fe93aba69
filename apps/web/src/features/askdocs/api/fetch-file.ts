import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { askDocsKeys } from './keys';

/**
 * A document's original file, as the server stores it (sent as an attachment, never shown by
 * the browser itself): the citation viewer draws it from these bytes.
 */
export function fetchFile(documentId: string): Promise<Blob> {
  return api.blob('ask-docs/fetch-file', { query: { id: documentId } });
}

export const fetchFileQueryOptions = (documentId: string) =>
  queryOptions({
    queryKey: askDocsKeys.file(documentId),
    queryFn: () => fetchFile(documentId),
    // A document's file never changes; it is dropped soon after the viewer closes.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });

export function useDocumentFile(documentId: string, enabled = true) {
  return useQuery({ ...fetchFileQueryOptions(documentId), enabled });
}
