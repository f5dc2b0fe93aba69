import { dbSchemaResponseSchema } from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { getRoomQueryOptions } from './get-room';
import { roomsKeys } from './keys';

/** The tables and columns of a room's source, as its knowledge has them (hidden ones left out). */
export type SourceSchema = z.infer<typeof dbSchemaResponseSchema>['data'];

/** The source's tables and columns (`db/db-schema`), for the column chips' editor. */
export async function getSourceSchema(sourceId: string): Promise<SourceSchema> {
  const result = await api.get('db/db-schema', dbSchemaResponseSchema, {
    query: { id: sourceId },
  });
  return result.data;
}

export const getSourceSchemaQueryOptions = (sourceId: string) =>
  queryOptions({
    queryKey: [...roomsKeys.all, 'source-schema', sourceId] as const,
    queryFn: () => getSourceSchema(sourceId),
    staleTime: 5 * 60_000,
  });

/**
 * The schema of a room's source, fetched only when `enabled` (an editor is open). The source id
 * comes from the room the screen has loaded already; `sourceId` is null when it has not.
 */
export function useRoomSourceSchema(roomId: string, enabled: boolean) {
  const room = useQuery({ ...getRoomQueryOptions(roomId), enabled: false });
  const sourceId = room.data?.sourceId ?? null;
  const schema = useQuery({
    ...getSourceSchemaQueryOptions(sourceId ?? ''),
    enabled: enabled && sourceId !== null,
  });
  return { sourceId, schema };
}
