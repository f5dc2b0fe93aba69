import type { Conversation } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { ackSchema } from './ack';
import { threadCache } from './update-thread';

export interface SetFeedbackInput {
  roomId: string;
  conversationId: string;
  /** null clears it. */
  feedback: Conversation['feedback'];
  /** Why the answer was wrong (dislike only). */
  reason?: string;
}

/**
 * Likes or dislikes an answer. A like teaches the source this question's reading; a dislike
 * (with an optional reason) unteaches it.
 */
export async function setFeedback(input: SetFeedbackInput): Promise<void> {
  const path = `db/conversation-feedback/${encodeURIComponent(input.conversationId)}`;
  const reason = input.reason?.trim() || undefined;
  await api.put(path, { feedback: input.feedback, reason }, ackSchema);
}

export const setFeedbackMutationOptions = () =>
  mutationOptions({ mutationFn: setFeedback, meta: { errorFallback: 'Failed to save feedback' } });

export function useSetFeedback(config: MutationConfig<typeof setFeedback> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...setFeedbackMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      const [, input] = args;
      threadCache.patch(queryClient, input.roomId, input.conversationId, (conversation) => ({
        ...conversation,
        feedback: input.feedback,
        feedbackReason: input.feedback === 'DISLIKE' ? (input.reason?.trim() ?? null) : null,
      }));
      return config.onSuccess?.(...args);
    },
  });
}
