import type { Room } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationConfig } from '../../../lib/react-query';
import { defaultRoomName } from '../utils/room-list';
import { createRoom } from './create-room';
import { findSourceRoom } from './get-room';
import { roomsKeys } from './keys';

export interface OpenSourceRoomInput {
  sourceId: string;
  sourceName: string;
}

/** The source's most recent room, or a new one named after the source when it has none. */
export async function openSourceRoom(input: OpenSourceRoomInput): Promise<Room> {
  const existing = await findSourceRoom(input.sourceId);
  if (existing) return existing;
  return createRoom({ sourceId: input.sourceId, name: defaultRoomName(input.sourceName) });
}

export const openSourceRoomMutationOptions = () =>
  mutationOptions({
    mutationFn: openSourceRoom,
    meta: { errorFallback: 'Failed to open a room for this source' },
  });

export function useOpenSourceRoom(config: MutationConfig<typeof openSourceRoom> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...openSourceRoomMutationOptions(),
    ...config,
    onSuccess: (room, ...rest) => {
      queryClient.setQueryData(roomsKeys.room(room._id), room);
      void queryClient.invalidateQueries({ queryKey: roomsKeys.lists() });
      return config.onSuccess?.(room, ...rest);
    },
  });
}
