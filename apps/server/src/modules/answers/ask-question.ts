import {
  AppError,
  type AskResult,
  type SemanticModel,
  type StructuredQuery,
} from '@tabletalk/contracts';
import { buildAnswer, CompileError, compileQuery, type Example, understand } from '@tabletalk/nlq';
import type { FastifyBaseLogger } from 'fastify';
import type { QueryableSource } from '../sources';
import { askLanguageModelFallback } from './ask-language-model-fallback';
import type { LanguageModel } from './language-model';
import { runAnswerQuery } from './run-answer-query';

export interface AskQuestionOptions {
  orgId: string;
  queryable: QueryableSource;
  /** The language model declined questions go to, when one is configured. */
  llm?: LanguageModel | null;
  question: string;
  /** The room's previous structured query, refined by a follow-up. */
  previous?: StructuredQuery | null;
  /** Liked answers of the source, matched before the rules. */
  examples?: Example[];
  signal?: AbortSignal;
  now?: Date;
}

function requireModel(queryable: QueryableSource): SemanticModel {
  if (!queryable.model) throw new AppError('KNOWLEDGE_NOT_READY');
  return queryable.model;
}

const declined = (message: string): AskResult => ({ status: 'declined', answer: null, message });

/** How a question went, and whether a liked example of the source shaped its reading. */
export interface AnsweredQuestion {
  result: AskResult;
  usedExample: boolean;
}

/**
 * Answers a question about a source with the built-in engine: understand → compile for the
 * source's dialect → guard → run read-only → shape the answer (display kind, chart, description,
 * notes). A question the engine cannot read is declined with a message, never guessed.
 * @throws AppError KNOWLEDGE_NOT_READY before the knowledge is built; QUERY_FAILED, QUERY_TIMEOUT,
 *   CONNECTION_FAILED or RATE_LIMITED when running it fails.
 */
export async function askQuestion(
  log: FastifyBaseLogger,
  options: AskQuestionOptions,
): Promise<AskResult> {
  return (await answerQuestion(log, options)).result;
}

/**
 * `askQuestion`, also telling whether one of `options.examples` (the source's liked answers) was
 * reused: rooms store it with the conversation. Throws as `askQuestion`.
 */
export async function answerQuestion(
  log: FastifyBaseLogger,
  options: AskQuestionOptions,
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
    return {
      result: await declineOrFallBack(log, options, model, reading.message),
      usedExample: false,
    };
  }
  let compiled: ReturnType<typeof compileQuery>;
  try {
    compiled = compileQuery(reading.query, { dialect: model.dialect, model });
  } catch (error) {
    if (!(error instanceof CompileError)) throw error;
    // A reading the compiler refuses is the engine's mistake: say it could not read the question.
    log.warn({ code: error.code }, 'question reading did not compile');
    return {
      result: declined(
        'Tabletalk could not read this question. Try naming the columns you want to see.',
      ),
      usedExample: false,
    };
  }
  const { sql, result } = await runAnswerQuery(options.queryable, model, {
    ...compiled,
    dialect: model.dialect,
    signal: options.signal,
  });
  const answer = buildAnswer({
    query: reading.query,
    sql,
    interpretation: reading.interpretation,
    confidence: reading.confidence,
    readings: reading.readings,
    result: { columns: result.columns, rows: result.rows, truncated: result.truncated },
    model,
    chart: reading.chart,
    now,
  });
  const status = reading.status === 'understood' ? 'answered' : 'unsure';
  return { result: { status, answer, message: null }, usedExample: reading.example !== undefined };
}

/** A declined question goes to the language model when one is configured. */
async function declineOrFallBack(
  log: FastifyBaseLogger,
  options: AskQuestionOptions,
  model: SemanticModel,
  message: string,
): Promise<AskResult> {
  if (!options.llm) return declined(message);
  const fallback = await askLanguageModelFallback(log, {
    ...options,
    llm: options.llm,
    model,
    examples: options.examples ?? [],
    now: options.now ?? new Date(),
  });
  return fallback ?? declined(message);
}
