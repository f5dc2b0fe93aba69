import type { Room } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { ackSchema } from './ack';
import { roomsKeys } from './keys';

export interface RenameRoomInput {
  roomId: string;
  name: string;
}

/** Renames a room. */
export async function renameRoom(input: RenameRoomInput): Promise<void> {
  await api.put(
    `db/update-room/${encodeURIComponent(input.roomId)}`,
    { name: input.name },
    ackSchema,
  );
}

export const renameRoomMutationOptions = () =>
  mutationOptions({ mutationFn: renameRoom, meta: { errorFallback: 'Failed to rename the room' } });

export function useRenameRoom(config: MutationConfig<typeof renameRoom> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...renameRoomMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      const [, input] = args;
      queryClient.setQueryData<Room | null>(roomsKeys.room(input.roomId), (room) =>
        room ? { ...room, name: input.name.trim() } : room,
      );
      void queryClient.invalidateQueries({ queryKey: roomsKeys.lists() });
      return config.onSuccess?.(...args);
    },
  });
}
