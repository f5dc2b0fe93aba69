import type { Room } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { ackSchema } from './ack';
import { roomsKeys } from './keys';

export interface SetRoomFavouriteInput {
  roomId: string;
  favourite: boolean;
}

/** Stars or unstars a room; favourites come first in the list. */
export async function setRoomFavourite(input: SetRoomFavouriteInput): Promise<void> {
  const path = `db/room-favorite/${encodeURIComponent(input.roomId)}`;
  await api.put(path, { favourite: input.favourite }, ackSchema);
}

export const setRoomFavouriteMutationOptions = () =>
  mutationOptions({ mutationFn: setRoomFavourite });

export function useSetRoomFavourite(config: MutationConfig<typeof setRoomFavourite> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...setRoomFavouriteMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      const [, input] = args;
      queryClient.setQueryData<Room | null>(roomsKeys.room(input.roomId), (room) =>
        room ? { ...room, favourite: input.favourite } : room,
      );
      return config.onSuccess?.(...args);
    },
    onSettled: (...args) => {
      void queryClient.invalidateQueries({ queryKey: roomsKeys.lists() });
      return config.onSettled?.(...args);
    },
  });
}
