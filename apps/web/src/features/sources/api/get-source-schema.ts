import { dbSchemaResponseSchema } from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { sourcesKeys } from './keys';

/** A source's knowledge: tables, columns (type, role, labels, values) and relationships. */
export type SourceSchema = z.infer<typeof dbSchemaResponseSchema>['data'];

export async function getSourceSchema(id: string): Promise<SourceSchema> {
  const result = await api.get('db/db-schema', dbSchemaResponseSchema, { query: { id } });
  return result.data;
}

/** `modelVersion` from source-info: when it changes, the new model is fetched. */
export const getSourceSchemaQueryOptions = (id: string, modelVersion: number | null) =>
  queryOptions({
    queryKey: sourcesKeys.schema(id, modelVersion),
    queryFn: () => getSourceSchema(id),
    staleTime: 5 * 60_000,
  });

export function useSourceSchema(id: string, modelVersion: number | null, enabled = true) {
  return useQuery({ ...getSourceSchemaQueryOptions(id, modelVersion), enabled });
}
