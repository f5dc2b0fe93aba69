import { type AskDocsConversation, askDocsConversationResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type ConversationPages, withConversation } from '../../../lib/conversation-pages';
import type { MutationConfig } from '../../../lib/react-query';
import { askDocsKeys } from './keys';

export interface SetConversationFeedbackInput {
  roomId: string;
  conversationId: string;
  /** null clears the feedback. */
  feedback: AskDocsConversation['feedback'];
}

/** Likes or dislikes one of the user's answers, or clears the feedback. */
export async function setConversationFeedback(input: SetConversationFeedbackInput) {
  const path = `ask-docs/conversation-feedback/${encodeURIComponent(input.conversationId)}`;
  const body = { feedback: input.feedback };
  const result = await api.put(path, body, askDocsConversationResponseSchema);
  return result.data;
}

export const setConversationFeedbackMutationOptions = () =>
  mutationOptions({
    mutationFn: setConversationFeedback,
    meta: { errorFallback: 'Failed to save your feedback' },
  });

export function useSetConversationFeedback(
  config: MutationConfig<typeof setConversationFeedback> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...setConversationFeedbackMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      const [conversation, input] = args;
      queryClient.setQueryData<ConversationPages<AskDocsConversation>>(
        askDocsKeys.conversations(input.roomId),
        (data) => withConversation(data, conversation),
      );
      return config.onSuccess?.(...args);
    },
  });
}
