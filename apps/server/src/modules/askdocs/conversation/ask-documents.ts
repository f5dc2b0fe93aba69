import type { AppContext } from '../../../context';
import { reserveUsage } from '../../../core/entitlements';
import { insertedRow } from '../../../db/inserted-row';
import { type AnswerLog, findLanguageModel } from '../../answers';
import type { AskDocsActor } from '../askdocs.policy';
import { type AskDocsConversationRow, getRoomRow } from '../room';
import { askDocConversations } from '../tables';
import { type AnswerPassage, type DraftAnswer, findAnswerPassages } from './answer-passages';
import { builtInAnswer } from './built-in-answer';
import { answerWithModel } from './model-answer';
import { type AnswerSettings, readAnswerSettings } from './room-answer-settings';

export interface AskDocumentsOptions {
  actor: AskDocsActor;
  roomId: string;
  question: string;
  signal?: AbortSignal;
  log: AnswerLog;
}

/** Passages an answer is drawn from, best first. */
const ANSWER_PASSAGES = 8;

/** The language model's grounded answer when one is configured and gives one; else the built-in. */
async function answer(
  ctx: Pick<AppContext, 'db' | 'env'>,
  options: AskDocumentsOptions & { projectId: string; passages: AnswerPassage[] },
  settings: AnswerSettings,
): Promise<DraftAnswer> {
  const { orgId } = options.actor;
  const input = { ...settings, ...options, orgId };
  const llm = findLanguageModel(ctx.env);
  const written = llm ? await answerWithModel(llm, options.log, input) : null;
  return written ?? builtInAnswer(ctx.db, input);
}

/**
 * `ask-docs/document-conversation`: answers a question in a project's room from the project's
 * ACTIVE documents and saves it in the asker's thread. In the spec's order: the room must be the
 * organization's, its template usable today; then the question is counted against the plan
 * (given back if anything after fails), the best passages found, the answer written (by the
 * language model when configured, grounded in the passages; else, or when it fails, built in)
 * with its citations, and the conversation stored.
 * @throws AppError NOT_FOUND (room), TEMPLATE_EXPIRED, TEMPLATE_NOT_YET_VALID, PLAN_LIMIT.
 */
export async function askDocuments(
  ctx: Pick<AppContext, 'db' | 'env' | 'now'>,
  options: AskDocumentsOptions,
): Promise<AskDocsConversationRow> {
  const { orgId, userId } = options.actor;
  const { room } = await getRoomRow(ctx.db, { orgId, roomId: options.roomId });
  const now = ctx.now();
  const settings = await readAnswerSettings(ctx.db, { orgId, templateId: room.templateId, now });
  const use = await reserveUsage(ctx, options.actor.org, 'question');
  try {
    const { projectId } = room;
    const { question } = options;
    const llm = findLanguageModel(ctx.env);
    const passages = await findAnswerPassages(ctx.db, {
      orgId,
      projectId,
      question,
      limit: ANSWER_PASSAGES,
      embeddings: llm ? { llm, log: options.log, signal: options.signal } : null,
    });
    const draft = await answer(ctx, { ...options, projectId, passages }, settings);
    return await insertedRow(
      ctx.db
        .insert(askDocConversations)
        .values({ orgId, roomId: room.id, userId, question, ...draft })
        .returning(),
      'askdocs conversation',
    );
  } catch (error) {
    await use.release();
    throw error;
  }
}
