import { useQuery } from '@tanstack/react-query';
import { useSourceSchema } from '../../../api/get-source-schema';
import { getRoomQueryOptions } from '../api/get-room';

/**
 * The schema of a room's source, fetched only when `enabled` (an editor is open). The source id
 * comes from the room the screen has loaded already; `sourceId` is null when it has not.
 */
export function useRoomSourceSchema(roomId: string, enabled: boolean) {
  const room = useQuery({ ...getRoomQueryOptions(roomId), enabled: false });
  const sourceId = room.data?.sourceId ?? null;
  const schema = useSourceSchema(sourceId ?? '', enabled && sourceId !== null);
  return { sourceId, schema };
}
