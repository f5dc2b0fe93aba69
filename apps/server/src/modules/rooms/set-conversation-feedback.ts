import type { AskResult, Conversation } from '@tabletalk/contracts';
import type { AppContext } from '../../context';
import { exampleWording } from './example-wording';
import { type ConversationRef, getConversation, updateConversation } from './find-conversation';
import { removeLikedExample, saveLikedExample } from './liked-examples';
import type { ConversationRow } from './presenter';

export interface SetFeedbackOptions extends ConversationRef {
  /** null clears the feedback. */
  feedback: Conversation['feedback'];
  /** Why the answer was wrong (kept with a DISLIKE only). */
  reason?: string;
}

/** Only an answer the engine stood behind, with a structured query, can teach it anything. */
function exampleQuery(result: AskResult) {
  return result.status === 'answered' ? (result.answer?.structuredQuery ?? null) : null;
}

/**
 * Records a user's verdict on an answer. LIKE keeps the question and its structured query as an
 * example of the source's knowledge (a declined, unsure or language-model answer is not one);
 * DISLIKE keeps the reason and removes an example worded like the question; clearing a LIKE
 * removes its example.
 * @throws AppError NOT_FOUND when the conversation is not in one of the user's rooms.
 */
export async function setConversationFeedback(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: SetFeedbackOptions,
): Promise<ConversationRow> {
  const conversation = await getConversation(ctx.db, options);
  const query = exampleQuery(conversation.result as unknown as AskResult);
  const key = {
    orgId: options.orgId,
    sourceId: conversation.sourceId,
    question: query ? await exampleWording(ctx.db, conversation, query) : conversation.text,
  };
  if (options.feedback === 'LIKE' && query) {
    await saveLikedExample(ctx.db, {
      ...key,
      conversationId: conversation.id,
      userId: options.userId,
      structuredQuery: query,
      now: ctx.now(),
    });
  }
  const unliked = options.feedback === null && conversation.feedback === 'LIKE';
  if (options.feedback === 'DISLIKE' || unliked) await removeLikedExample(ctx.db, key);
  return updateConversation(ctx.db, {
    ...options,
    set: {
      feedback: options.feedback,
      feedbackReason: options.feedback === 'DISLIKE' ? (options.reason ?? null) : null,
    },
  });
}
