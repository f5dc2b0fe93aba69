import type {
  AskResult,
  KnowledgeUsed,
  SemanticModel,
  StructuredQuery,
} from '@tabletalk/contracts';
import {
  type CompiledQuery,
  CompileError,
  compileQuery,
  type EngineReading,
  type Example,
  findGlossaryTerms,
  type Understanding,
  understand,
} from '@tabletalk/nlq';
import type { QueryableSource } from '../sources';
import type { AnswerLog } from './answer-log';
import { askLanguageModelFallback, type Doubt } from './ask-language-model-fallback';
import { engineReading } from './engine-reading';
import type { LanguageModel } from './language-model';
import { requireModel } from './require-model';
import { runAndAnswer } from './run-answer-query';

export interface AnswerTextOptions {
  orgId: string;
  queryable: QueryableSource;
  /** The language model that questions the engine is unsure of or declines go to, if any. */
  llm?: LanguageModel | null;
  question: string;
  /** The room's previous structured query, refined by a follow-up. */
  previous?: StructuredQuery | null;
  /** Liked answers of the source, matched before the rules. */
  examples?: Example[];
  signal?: AbortSignal;
  now?: Date;
}

const declined = (message: string): AskResult => ({ status: 'declined', answer: null, message });

/** How a question went, and the source's knowledge (liked example, synonyms, glossary) behind it. */
export interface AnsweredQuestion {
  result: AskResult;
  usedExample: boolean;
  knowledgeUsed: KnowledgeUsed;
}

const noKnowledge = (): KnowledgeUsed => ({ example: null, synonyms: [], glossary: [] });

/**
 * Answers a question in words about a source with the built-in engine: understand → compile for
 * the source's dialect → guard → run read-only → shape the answer (display kind, chart,
 * description, notes), telling which knowledge shaped it (the liked example of `examples` it
 * reused, the synonyms that linked the question's words, the glossary terms it names). A question
 * the engine cannot read is declined with a message, never guessed. With a language model, a
 * question the engine is unsure of or declines goes to the model first, with the engine's reading
 * as a hint; when the model gives nothing usable, the engine's own answer (unsure, or declined)
 * stands.
 * @throws AppError KNOWLEDGE_NOT_READY before the knowledge is built; QUERY_FAILED,
 *   QUERY_TIMEOUT, CONNECTION_FAILED or RATE_LIMITED when running it fails.
 */
export async function answerText(
  log: AnswerLog,
  options: AnswerTextOptions,
): Promise<AnsweredQuestion> {
  const model = requireModel(options.queryable);
  const now = options.now ?? new Date();
  const reading = understand({
    model,
    question: options.question,
    previous: options.previous ?? null,
    examples: options.examples ?? [],
    now,
  });
  if (reading.status === 'declined') {
    return declineOrAskModel(log, options, model, reading.message, engineReading(reading, null));
  }
  let compiled: CompiledQuery;
  try {
    compiled = compileQuery(reading.query, { dialect: model.dialect, model });
  } catch (error) {
    if (!(error instanceof CompileError)) throw error;
    // A reading the compiler refuses is the engine's mistake: say it could not read the question.
    log.warn({ reason: error.code }, 'question reading did not compile');
    const message =
      'Tabletalk could not read this question. Try naming the columns you want to see.';
    return declineOrAskModel(log, options, model, message, engineReading(reading, null));
  }
  if (reading.status === 'unsure' && options.llm) {
    // The engine is not sure: the model answers, with the engine's reading as a hint. When it
    // cannot, the engine's own unsure answer follows as if there were no model.
    const hint = engineReading(reading, compiled);
    const byModel = await askModel(log, options, {
      model,
      llm: options.llm,
      hint,
      doubt: 'unsure',
    });
    if (byModel) return byModel;
  }
  return runEngineReading(log, options, { model, reading, compiled, now });
}

/** Runs the engine's reading (guarded, read-only) and shapes its answer, sure or unsure. */
async function runEngineReading(
  log: AnswerLog,
  options: AnswerTextOptions,
  read: {
    model: SemanticModel;
    reading: Extract<Understanding, { query: StructuredQuery }>;
    compiled: CompiledQuery;
    now: Date;
  },
): Promise<AnsweredQuestion> {
  const { model, reading, now } = read;
  const statement = { ...read.compiled, signal: options.signal, log, origin: 'engine' as const };
  const answer = await runAndAnswer(options.queryable, model, statement, {
    query: reading.query,
    interpretation: reading.interpretation,
    confidence: reading.confidence,
    readings: reading.readings,
    chart: reading.chart,
    now,
  });
  const status = reading.status === 'understood' ? 'answered' : 'unsure';
  return {
    result: { status, answer, message: null },
    usedExample: reading.example !== undefined,
    knowledgeUsed: reading.knowledge,
  };
}

/** A declined question goes to the language model when one is configured; else it stays declined. */
async function declineOrAskModel(
  log: AnswerLog,
  options: AnswerTextOptions,
  model: SemanticModel,
  message: string,
  hint: EngineReading | null,
): Promise<AnsweredQuestion> {
  const { llm } = options;
  const byModel = llm
    ? await askModel(log, options, { model, llm, hint, doubt: 'declined' })
    : null;
  return byModel ?? { result: declined(message), usedExample: false, knowledgeUsed: noKnowledge() };
}

/** The model's answer, or null when it gave none (the caller keeps the engine's). */
async function askModel(
  log: AnswerLog,
  options: AnswerTextOptions,
  asked: { model: SemanticModel; llm: LanguageModel; hint: EngineReading | null; doubt: Doubt },
): Promise<AnsweredQuestion | null> {
  const { model } = asked;
  const result = await askLanguageModelFallback(log, {
    ...options,
    ...asked,
    reading: asked.hint,
    examples: options.examples ?? [],
    now: options.now ?? new Date(),
  });
  if (!result) return null;
  // The model reads the glossary with the question; the engine's own knowledge is not used.
  const glossary = findGlossaryTerms(model, options.question);
  return { result, usedExample: false, knowledgeUsed: { ...noKnowledge(), glossary } };
}
