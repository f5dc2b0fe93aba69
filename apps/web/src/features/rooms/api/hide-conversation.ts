import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { ackSchema } from './ack';
import { threadCache } from './update-thread';

export interface HideConversationInput {
  roomId: string;
  conversationId: string;
}

/** Hides an answer from the thread; it stays stored (history, usage) but is no longer shown. */
export async function hideConversation(input: HideConversationInput): Promise<void> {
  const path = `db/hide-conversation/${encodeURIComponent(input.conversationId)}`;
  await api.put(path, { hide: true }, ackSchema);
}

export const hideConversationMutationOptions = () =>
  mutationOptions({
    mutationFn: hideConversation,
    meta: { errorFallback: 'Failed to hide the answer' },
  });

export function useHideConversation(config: MutationConfig<typeof hideConversation> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...hideConversationMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      const [, input] = args;
      threadCache.remove(queryClient, input.roomId, input.conversationId);
      return config.onSuccess?.(...args);
    },
  });
}
