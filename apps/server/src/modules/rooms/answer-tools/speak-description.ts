import type { AppContext } from '../../../context';
import { type ConversationRef, getConversation } from '../find-conversation';
import { readStoredResult } from '../stored-result';
import { speakCached } from '../voice';

/**
 * `db/descriptive-voice-response/{id}`: the answer's description read aloud as WAV, made offline
 * and cached. It reads the description `descriptive-response` stored, else the built-in one (or
 * a declined question's message).
 * @throws AppError NOT_FOUND when the conversation is not in one of the user's rooms;
 *   VALIDATION_FAILED when there is nothing to read; RATE_LIMITED when speech is too busy.
 */
export async function speakDescription(
  ctx: Pick<AppContext, 'db' | 'env'>,
  options: ConversationRef,
): Promise<Buffer> {
  const conversation = await getConversation(ctx.db, options);
  const result = readStoredResult(conversation.result);
  const text = conversation.description ?? result.answer?.description ?? result.message ?? '';
  return speakCached({ dataDir: ctx.env.dataDir, orgId: options.orgId, text });
}
