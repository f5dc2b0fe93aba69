import type { AskResult } from '@tabletalk/contracts';
import { LlmError, type LlmUsage } from '@tabletalk/nlq';
import type { AppContext } from '../../../context';
import { type AnswerLog, findLanguageModel, type LanguageModel } from '../../answers';
import { type ConversationRef, getConversation, updateConversation } from '../find-conversation';
import { readStoredResult } from '../stored-result';

/** Charges the tokens a call spent (failed calls too) to the organization's budget. */
async function spend(llm: LanguageModel, orgId: string, usage: LlmUsage | undefined) {
  if (usage) await llm.budget.record(orgId, usage.inputTokens + usage.outputTokens);
}

/** The language model's sentence about the rows, or null when it cannot give one. */
async function describeWithModel(
  log: AnswerLog,
  llm: LanguageModel,
  options: { orgId: string; question: string; result: AskResult; signal?: AbortSignal },
): Promise<string | null> {
  const answer = options.result.answer;
  if (!answer || (await llm.budget.remaining(options.orgId)) <= 0) return null;
  try {
    const described = await llm.client.describe({
      question: options.question,
      columns: answer.columns,
      rows: answer.rows,
      signal: options.signal,
    });
    await spend(llm, options.orgId, described.usage);
    return described.text;
  } catch (error) {
    if (error instanceof LlmError) await spend(llm, options.orgId, error.usage);
    log.warn({ err: error }, 'language model description failed; the built-in one is kept');
    return null;
  }
}

/**
 * `db/descriptive-response/{id}`: writes the description of an answer and stores it with the
 * conversation. With a language model configured (and budget left) it describes the rows; else,
 * or when it fails, the answer's built-in sentence (or the declined question's message) is kept.
 * @throws AppError NOT_FOUND when the conversation is not in one of the user's rooms.
 */
export async function writeDescription(
  ctx: Pick<AppContext, 'db' | 'env'>,
  log: AnswerLog,
  options: ConversationRef & { signal?: AbortSignal },
): Promise<string> {
  const conversation = await getConversation(ctx.db, options);
  const result = readStoredResult(conversation.result);
  const llm = findLanguageModel(ctx.env);
  const described = llm
    ? await describeWithModel(log, llm, { ...options, question: conversation.text, result })
    : null;
  const description = described ?? result.answer?.description ?? result.message ?? '';
  await updateConversation(ctx.db, { ...options, set: { description } });
  return description;
}
