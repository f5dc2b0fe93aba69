import { descriptiveResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { withDescription } from '../utils/answer-description';
import { roomsKeys } from './keys';
import { threadCache } from './update-thread';

export interface DescribeAnswerInput {
  roomId: string;
  conversationId: string;
}

/** The key of one answer's description being written, so the card can show the progress. */
export const describeAnswerKey = (conversationId: string) =>
  [...roomsKeys.all, 'describe', conversationId] as const;

/**
 * Writes the answer's description (the language model when one is configured, else the built-in
 * sentence); the server stores it with the conversation and answers it.
 */
export async function describeAnswer(input: DescribeAnswerInput): Promise<string> {
  const path = `db/descriptive-response/${encodeURIComponent(input.conversationId)}`;
  const result = await api.put(path, {}, descriptiveResponseSchema);
  return result.data.description;
}

export const describeAnswerMutationOptions = (conversationId: string) =>
  mutationOptions({
    mutationKey: describeAnswerKey(conversationId),
    mutationFn: describeAnswer,
    meta: { errorFallback: 'Failed to describe the answer' },
  });

export function useDescribeAnswer(
  conversationId: string,
  config: MutationConfig<typeof describeAnswer> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...describeAnswerMutationOptions(conversationId),
    ...config,
    onSuccess: (...args) => {
      const [description, input] = args;
      threadCache.patch(queryClient, input.roomId, input.conversationId, (conversation) =>
        withDescription(conversation, description),
      );
      return config.onSuccess?.(...args);
    },
  });
}
