import { type Conversation, conversationResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { roomsKeys } from './keys';
import { threadCache } from './update-thread';

export interface AskQuestionInput {
  roomId: string;
  sourceId: string;
  text: string;
}

/** Asks a question in a room; the answer is stored in the room's thread and returned. */
export async function askQuestion(input: AskQuestionInput): Promise<Conversation> {
  const result = await api.get('db/init-conversation', conversationResponseSchema, {
    query: { text: input.text.trim(), id: input.sourceId, room: input.roomId },
  });
  return result.data;
}

export const askQuestionMutationOptions = () =>
  // The room shows the failure where the answer would be (plan limit, deleted source...).
  mutationOptions({ mutationFn: askQuestion, meta: { silentError: true } });

export function useAskQuestion(config: MutationConfig<typeof askQuestion> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...askQuestionMutationOptions(),
    ...config,
    onSuccess: (conversation, ...rest) => {
      threadCache.add(queryClient, conversation);
      void queryClient.invalidateQueries({ queryKey: roomsKeys.lists() });
      return config.onSuccess?.(conversation, ...rest);
    },
  });
}
