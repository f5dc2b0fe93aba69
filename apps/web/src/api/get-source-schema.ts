import { dbSchemaResponseSchema } from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../lib/api';

/** A source's knowledge: tables, columns (type, role, labels, values) and relationships. */
export type SourceSchema = z.infer<typeof dbSchemaResponseSchema>['data'];

/** The one cache key of `db/db-schema`: the rooms and the sources screens share it. */
export const sourceSchemaKeys = {
  all: ['source-schema'] as const,
  detail: (sourceId: string) => [...sourceSchemaKeys.all, sourceId] as const,
};

/** The source's tables and columns as its knowledge has them (hidden ones left out). */
export async function getSourceSchema(sourceId: string): Promise<SourceSchema> {
  const result = await api.get('db/db-schema', dbSchemaResponseSchema, {
    query: { id: sourceId },
  });
  return result.data;
}

export const getSourceSchemaQueryOptions = (sourceId: string) =>
  queryOptions({
    queryKey: sourceSchemaKeys.detail(sourceId),
    queryFn: () => getSourceSchema(sourceId),
    staleTime: 5 * 60_000,
  });

export function useSourceSchema(sourceId: string, enabled = true) {
  return useQuery({ ...getSourceSchemaQueryOptions(sourceId), enabled });
}
