import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { ackSchema } from './ack';
import { roomsKeys } from './keys';

/** Deletes a room and its thread for this user. */
export async function deleteRoom(roomId: string): Promise<void> {
  await api.delete(`db/delete-room/${encodeURIComponent(roomId)}`, ackSchema);
}

export const deleteRoomMutationOptions = () =>
  mutationOptions({ mutationFn: deleteRoom, meta: { errorFallback: 'Failed to delete the room' } });

export function useDeleteRoom(config: MutationConfig<typeof deleteRoom> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteRoomMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      const [, roomId] = args;
      queryClient.removeQueries({ queryKey: roomsKeys.room(roomId) });
      void queryClient.invalidateQueries({ queryKey: roomsKeys.lists() });
      return config.onSuccess?.(...args);
    },
  });
}
