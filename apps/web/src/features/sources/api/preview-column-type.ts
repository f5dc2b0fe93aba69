import {
  type ColumnTypePreview,
  type ColumnTypeRequest,
  columnTypePreviewResponseSchema,
} from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sourcesKeys } from './keys';

/** How many of a column's values would convert to another type, with a few that would not. */
export async function previewColumnType(input: ColumnTypeRequest): Promise<ColumnTypePreview> {
  const result = await api.post('db/column-type-preview', input, columnTypePreviewResponseSchema);
  return result.data;
}

export const previewColumnTypeQueryOptions = (input: ColumnTypeRequest) =>
  queryOptions({
    queryKey: [...sourcesKeys.source(input.sourceId), 'column-type', input] as const,
    queryFn: () => previewColumnType(input),
  });

/** The preview of a type change; off until `input` is given. */
export function usePreviewColumnType(input: ColumnTypeRequest | null) {
  return useQuery({
    ...previewColumnTypeQueryOptions(
      input ?? { sourceId: '', table: '', column: '', type: 'text' },
    ),
    enabled: input !== null,
  });
}
