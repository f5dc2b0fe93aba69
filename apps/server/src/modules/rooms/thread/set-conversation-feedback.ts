import type { AskResult, Conversation } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { type ConversationRef, getConversation, updateConversation } from '../find-conversation';
import type { ConversationRow } from '../presenter';
import { readStoredResult } from '../stored-result';
import { exampleWording } from './example-wording';
import { removeLikedExample, saveLikedExample } from './liked-examples';

export interface SetFeedbackOptions extends ConversationRef {
  /** null clears the feedback. */
  feedback: Conversation['feedback'];
  /** Why the answer was wrong (kept with a DISLIKE only). */
  reason?: string;
}

/**
 * The structured query a liked answer teaches. An unsure answer counts too: its answer is the
 * engine's best reading, which the like confirms. Declined, edited-SQL and language-model answers
 * have no structured query, so they teach nothing.
 */
function exampleQuery(result: AskResult) {
  return result.status === 'declined' ? null : (result.answer?.structuredQuery ?? null);
}

/** The changed conversation, and whether a LIKE kept it as an example. */
export interface FeedbackResult {
  row: ConversationRow;
  savedAsExample: boolean;
}

/**
 * Records a user's verdict on an answer. LIKE keeps the question and its structured query as an
 * example of the source's knowledge (when the answer has one); DISLIKE keeps the reason and
 * removes an example worded like the question; clearing a LIKE removes its example.
 * @throws AppError NOT_FOUND when the conversation is not in one of the user's rooms.
 */
export async function setConversationFeedback(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: SetFeedbackOptions,
): Promise<FeedbackResult> {
  const conversation = await getConversation(ctx.db, options);
  const query = exampleQuery(readStoredResult(conversation.result));
  const key = {
    orgId: options.orgId,
    sourceId: conversation.sourceId,
    question: query ? await exampleWording(ctx.db, conversation, query) : conversation.text,
  };
  const savedAsExample = options.feedback === 'LIKE' && query !== null;
  if (savedAsExample) {
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
  const row = await updateConversation(ctx.db, {
    ...options,
    set: {
      feedback: options.feedback,
      feedbackReason: options.feedback === 'DISLIKE' ? (options.reason ?? null) : null,
    },
  });
  return { row, savedAsExample };
}
