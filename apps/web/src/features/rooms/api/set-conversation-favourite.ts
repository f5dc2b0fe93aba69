import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { ackSchema } from './ack';
import { threadCache } from './update-thread';

export interface SetConversationFavouriteInput {
  roomId: string;
  conversationId: string;
  favourite: boolean;
}

/** Stars or unstars an answer. */
export async function setConversationFavourite(input: SetConversationFavouriteInput) {
  const path = `db/conversation-favourite/${encodeURIComponent(input.conversationId)}`;
  await api.put(path, { favourite: input.favourite }, ackSchema);
}

export const setConversationFavouriteMutationOptions = () =>
  mutationOptions({ mutationFn: setConversationFavourite });

export function useSetConversationFavourite(
  config: MutationConfig<typeof setConversationFavourite> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...setConversationFavouriteMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      const [, input] = args;
      threadCache.patch(queryClient, input.roomId, input.conversationId, (conversation) => ({
        ...conversation,
        favourite: input.favourite,
      }));
      return config.onSuccess?.(...args);
    },
  });
}
