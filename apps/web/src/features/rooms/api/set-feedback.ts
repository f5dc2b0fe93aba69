import { type Conversation, conversationFeedbackResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { threadCache } from './update-thread';

export interface SetFeedbackInput {
  roomId: string;
  conversationId: string;
  /** null clears it. */
  feedback: Conversation['feedback'];
  /** Why the answer was wrong (dislike only). */
  reason?: string;
}

/** The answer with its feedback, and whether a like kept it as an example of the source. */
export interface SetFeedbackResult {
  conversation: Conversation;
  savedAsExample: boolean;
}

/**
 * Likes or dislikes an answer. A like teaches the source this question's reading when the answer
 * has one (`savedAsExample`); a dislike (with an optional reason) unteaches it.
 */
export async function setFeedback(input: SetFeedbackInput): Promise<SetFeedbackResult> {
  const path = `db/conversation-feedback/${encodeURIComponent(input.conversationId)}`;
  const reason = input.reason?.trim() || undefined;
  const body = { feedback: input.feedback, reason };
  const result = await api.put(path, body, conversationFeedbackResponseSchema);
  return { conversation: result.data, savedAsExample: result.savedAsExample };
}

export const setFeedbackMutationOptions = () =>
  mutationOptions({ mutationFn: setFeedback, meta: { errorFallback: 'Failed to save feedback' } });

export function useSetFeedback(config: MutationConfig<typeof setFeedback> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...setFeedbackMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      const [{ conversation: saved }, input] = args;
      threadCache.patch(queryClient, input.roomId, input.conversationId, (conversation) => ({
        ...conversation,
        feedback: saved.feedback,
        feedbackReason: saved.feedbackReason,
      }));
      return config.onSuccess?.(...args);
    },
  });
}
