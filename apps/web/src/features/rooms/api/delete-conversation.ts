import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { ackSchema } from './ack';
import { roomsKeys } from './keys';
import { threadCache } from './update-thread';

export interface DeleteConversationInput {
  roomId: string;
  conversationId: string;
}

/** Deletes an answer from the room for good. */
export async function deleteConversation(input: DeleteConversationInput): Promise<void> {
  await api.delete(`db/delete-conversation/${encodeURIComponent(input.conversationId)}`, ackSchema);
}

export const deleteConversationMutationOptions = () =>
  mutationOptions({
    mutationFn: deleteConversation,
    meta: { errorFallback: 'Failed to delete the answer' },
  });

export function useDeleteConversation(config: MutationConfig<typeof deleteConversation> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteConversationMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      const [, input] = args;
      threadCache.remove(queryClient, input.roomId, input.conversationId);
      void queryClient.invalidateQueries({ queryKey: roomsKeys.lists() });
      return config.onSuccess?.(...args);
    },
  });
}
