import { AppError, type AskDocsConversation } from '@tabletalk/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { askDocConversations } from '../tables';
import type { AskDocsConversationRow } from './presenter';

export interface SetFeedbackOptions {
  orgId: string;
  userId: string;
  conversationId: string;
  /** null clears the feedback. */
  feedback: AskDocsConversation['feedback'];
  /** Why the answer was wrong (kept with a DISLIKE only, as in rooms). */
  reason?: string;
}

/**
 * Records a user's verdict on one of their own answers: LIKE, DISLIKE with an optional reason,
 * or null to clear it.
 * @throws AppError NOT_FOUND when the conversation is not the user's in the organization.
 */
export async function setConversationFeedback(
  db: Db,
  options: SetFeedbackOptions,
): Promise<AskDocsConversationRow> {
  const isDislike = options.feedback === 'DISLIKE';
  const [row] = await db
    .update(askDocConversations)
    .set({
      feedback: options.feedback,
      feedbackReason: isDislike && options.reason ? options.reason : null,
    })
    .where(
      and(
        eq(askDocConversations.id, options.conversationId),
        eq(askDocConversations.orgId, options.orgId),
        eq(askDocConversations.userId, options.userId),
      ),
    )
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
