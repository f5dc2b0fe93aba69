import type { AppContext } from '../../../context';
import type { OrgPlanRef } from '../../../core/entitlements';
import { type AnswerLog, type AskQuestion, ask } from '../../answers';
import type { ConversationRow } from '../presenter';
import { prepareQuestion } from './prepare-question';
import { storeConversation } from './store-conversation';

export interface AskInRoomOptions {
  org: OrgPlanRef;
  userId: string;
  roomId: string;
  /** The source to ask; the room's own by default. */
  sourceId?: string;
  text: string;
  /** The template the text was filled from. */
  templateId?: string;
  signal?: AbortSignal;
  /** Where the question's log lines go (the request's logger); `ctx.log` by default. */
  log?: AnswerLog;
}

/**
 * Asks a question in words in one of the user's rooms and stores it with its answer
 * (`db/init-conversation`). A follow-up refines the room's previous structured query; the
 * source's liked examples are matched first; a declined or unsure question is stored too.
 * @throws AppError as `prepareQuestion` (NOT_FOUND, SOURCE_DELETED_ROOM) and `ask` (PLAN_LIMIT,
 *   SOURCE_NOT_READY, KNOWLEDGE_NOT_READY, QUERY_FAILED, QUERY_TIMEOUT...).
 */
export async function askInRoom(
  ctx: AppContext,
  options: AskInRoomOptions,
): Promise<ConversationRow> {
  const { org, userId, text, templateId } = options;
  const prepared = await prepareQuestion(ctx, { ...options, orgId: org.id });
  const words = { text, previous: prepared.previous, examples: prepared.examples };
  const question: AskQuestion = templateId
    ? { kind: 'template', templateId, ...words }
    : { kind: 'text', ...words };
  const { signal, log } = options;
  const input = { scope: { org, userId }, source: prepared.source, question, signal, log };
  return ask(ctx, input, (asked) =>
    storeConversation(ctx, {
      orgId: org.id,
      userId,
      roomId: prepared.room.id,
      source: asked.queryable.source,
      text,
      result: asked.result,
      usedExample: asked.usedExample,
      knowledgeUsed: asked.knowledgeUsed,
      templateId,
    }),
  );
}
