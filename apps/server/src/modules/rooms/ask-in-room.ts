import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { answerQuestion, findLanguageModel } from '../answers';
import { type PrepareQuestionOptions, prepareQuestion, settleQuestion } from './prepare-question';
import type { ConversationRow } from './presenter';
import { storeConversation } from './store-conversation';

export interface AskInRoomOptions extends PrepareQuestionOptions {
  text: string;
  /** The template the text was filled from. */
  templateId?: string;
  signal?: AbortSignal;
}

/**
 * Asks a question in words in one of the user's rooms and stores it with its answer
 * (`db/init-conversation`). A follow-up refines the room's previous structured query; the
 * source's liked examples are matched first; a declined or unsure question is stored too.
 * @throws AppError as `prepareQuestion` (NOT_FOUND, SOURCE_DELETED_ROOM, PLAN_LIMIT,
 *   SOURCE_NOT_READY) and `askQuestion` (KNOWLEDGE_NOT_READY, QUERY_FAILED, QUERY_TIMEOUT...).
 */
export async function askInRoom(
  ctx: AppContext,
  log: FastifyBaseLogger,
  options: AskInRoomOptions,
): Promise<ConversationRow> {
  const orgId = options.org.id;
  const target = await prepareQuestion(ctx, options);
  return settleQuestion(target, async () => {
    const answered = await answerQuestion(log, {
      orgId,
      queryable: target.queryable,
      llm: findLanguageModel(ctx.env),
      question: options.text,
      previous: target.previous,
      examples: target.examples,
      signal: options.signal,
      now: ctx.now(),
    });
    return storeConversation(ctx, {
      orgId,
      userId: options.userId,
      target,
      text: options.text,
      result: answered.result,
      usedExample: answered.usedExample,
      knowledgeUsed: answered.knowledgeUsed,
      templateId: options.templateId,
    });
  });
}
