import { type CreateRoomRequest, type Room, roomSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { roomsKeys } from './keys';

/** Creates a room over a source; answers the room itself (not wrapped in `data`). */
export function createRoom(input: CreateRoomRequest): Promise<Room> {
  return api.post('db/create-room', input, roomSchema);
}

export const createRoomMutationOptions = () =>
  mutationOptions({
    mutationFn: createRoom,
    meta: { errorFallback: 'Failed to create the room' },
  });

export function useCreateRoom(config: MutationConfig<typeof createRoom> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...createRoomMutationOptions(),
    ...config,
    onSuccess: (room, ...rest) => {
      queryClient.setQueryData(roomsKeys.room(room._id), room);
      void queryClient.invalidateQueries({ queryKey: roomsKeys.lists() });
      return config.onSuccess?.(room, ...rest);
    },
  });
}
