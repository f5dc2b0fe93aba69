import type { AskDocsAnswerStyle } from '@tabletalk/contracts';
import { LlmError, type LlmUsage } from '@tabletalk/nlq';
import type { AnswerLog, LanguageModel } from '../../answers';
import { type AnswerPassage, citationOf, type DraftAnswer } from './answer-passages';

/** Passages the model reads, best first (about 1,500 words: room for the answer's evidence). */
export const MODEL_PASSAGES = 6;

export interface ModelAnswerOptions {
  orgId: string;
  question: string;
  instruction: string | null;
  style: AskDocsAnswerStyle;
  passages: readonly AnswerPassage[];
  signal?: AbortSignal;
}

/** Charges the tokens a call spent (failed calls too) to the organization's budget. */
async function spend(llm: LanguageModel, orgId: string, usage: LlmUsage | undefined) {
  if (usage) await llm.budget.record(orgId, usage.inputTokens + usage.outputTokens);
}

/**
 * The language model's answer from the best passages (numbered 1…, their document's title and
 * page beside them), grounded: the client keeps only markers naming a passage it was given and
 * refuses an answer citing none; the markers are then the citations' numbers, in the order first
 * cited, each citation with the search's snippet of its passage. Null (the caller answers without
 * the model) when the organization's token budget is spent, the call fails (timeout, circuit
 * open, provider error) or the answer is not grounded; the tokens spent are charged either way.
 */
export async function answerWithModel(
  llm: LanguageModel,
  log: AnswerLog,
  options: ModelAnswerOptions,
): Promise<DraftAnswer | null> {
  const passages = options.passages.slice(0, MODEL_PASSAGES);
  if (passages.length === 0 || (await llm.budget.remaining(options.orgId)) <= 0) return null;
  try {
    const answer = await llm.client.answerFromPassages({
      question: options.question,
      instruction: options.instruction,
      style: options.style,
      passages: passages.map((passage, i) => ({
        n: i + 1,
        title: passage.title,
        page: passage.page,
        text: passage.text,
      })),
      signal: options.signal,
    });
    await spend(llm, options.orgId, answer.usage);
    const citations = answer.sources.flatMap((n) => {
      const passage = passages[n - 1];
      return passage ? [citationOf(passage, passage.snippet)] : [];
    });
    if (citations.length !== answer.sources.length) return null;
    return { answer: answer.text, citations };
  } catch (error) {
    if (!(error instanceof LlmError)) throw error;
    await spend(llm, options.orgId, error.usage);
    log.warn({ err: error }, 'language model answer failed; the built-in answer is given');
    return null;
  }
}
