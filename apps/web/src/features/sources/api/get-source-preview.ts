import { type PreviewResponse, previewResponseSchema } from '@tabletalk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type PreviewParams, sourcesKeys } from './keys';

/** One page of a source's rows, as arrays in column order. */
export function getSourcePreview(id: string, params: PreviewParams): Promise<PreviewResponse> {
  return api.get(`db/source-preview-data/${encodeURIComponent(id)}`, previewResponseSchema, {
    query: { page: params.page, pageSize: params.pageSize, table: params.table },
  });
}

export const getSourcePreviewQueryOptions = (id: string, params: PreviewParams) =>
  queryOptions({
    queryKey: sourcesKeys.preview(id, params),
    queryFn: () => getSourcePreview(id, params),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useSourcePreview(id: string, params: PreviewParams, enabled = true) {
  return useQuery({ ...getSourcePreviewQueryOptions(id, params), enabled });
}
