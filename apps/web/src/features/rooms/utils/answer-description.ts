import type { Conversation } from '@tabletalk/contracts';

/**
 * The conversation with its answer's description replaced, as `db/descriptive-response` stored
 * it; one without an answer (declined) is returned as it was.
 */
export function withDescription(conversation: Conversation, description: string): Conversation {
  const { answer } = conversation.answer;
  if (!answer) return conversation;
  return {
    ...conversation,
    answer: { ...conversation.answer, answer: { ...answer, description } },
  };
}
