import {
  type AskInRoomRequest,
  type Conversation,
  conversationResponseSchema,
} from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { roomsKeys } from './keys';
import { threadCache } from './update-thread';

/**
 * Asks in a room with more than words: a picked reading or an edited filter (`structuredQuery`),
 * edited SQL (`sql`, through the server's guard), or a template with its values.
 */
export async function askInRoom(input: AskInRoomRequest): Promise<Conversation> {
  const result = await api.post('db/conversation', input, conversationResponseSchema);
  return result.data;
}

export const askInRoomMutationOptions = () =>
  mutationOptions({ mutationFn: askInRoom, meta: { silentError: true } });

export function useAskInRoom(config: MutationConfig<typeof askInRoom> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...askInRoomMutationOptions(),
    ...config,
    onSuccess: (conversation, ...rest) => {
      threadCache.add(queryClient, conversation);
      void queryClient.invalidateQueries({ queryKey: roomsKeys.lists() });
      return config.onSuccess?.(conversation, ...rest);
    },
  });
}
