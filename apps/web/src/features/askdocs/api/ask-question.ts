import {
  type AskDocsConversation,
  type AskDocsQuestionRequest,
  askDocsConversationResponseSchema,
} from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type ConversationPages, withNewConversation } from '../../../lib/conversation-pages';
import type { MutationConfig } from '../../../lib/react-query';
import { askDocsKeys } from './keys';

/**
 * Asks a question in a project's room; the answer comes from the project's ACTIVE documents,
 * with its citations in answer order (marker `[n]` in the text is `citations[n-1]`). When
 * nothing relevant is found the answer says so and `citations` is empty.
 */
export async function askQuestion(input: AskDocsQuestionRequest): Promise<AskDocsConversation> {
  const result = await api.post(
    'ask-docs/document-conversation',
    input,
    askDocsConversationResponseSchema,
  );
  return result.data;
}

export const askQuestionMutationOptions = () =>
  mutationOptions({
    mutationFn: askQuestion,
    // The question box shows the failure and keeps the question.
    meta: { silentError: true },
  });

/** Asks, then adds the new conversation at the newest end of the room's history. */
export function useAskQuestion(config: MutationConfig<typeof askQuestion> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...askQuestionMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      const [conversation, input] = args;
      queryClient.setQueryData<ConversationPages<AskDocsConversation>>(
        askDocsKeys.conversations(input.roomId),
        (data) => withNewConversation(data, conversation),
      );
      return config.onSuccess?.(...args);
    },
  });
}
