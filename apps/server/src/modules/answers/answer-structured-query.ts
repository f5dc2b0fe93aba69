import type { AskResult, StructuredQuery } from '@tabletalk/contracts';
import { type CompiledQuery, compileQuery, interpret } from '@tabletalk/nlq';
import { toAppError } from '../../lib/app-errors';
import type { QueryableSource } from '../sources';
import type { AnswerLog } from './answer-log';
import { requireModel } from './require-model';
import { runAndAnswer } from './run-answer-query';

/**
 * Runs a structured query the user chose (a picked reading, an edited filter chip) the way the
 * engine runs its own: compiled for the source's dialect, through the one guard, read-only.
 * @throws AppError KNOWLEDGE_NOT_READY; VALIDATION_FAILED when the query names tables or columns
 *   the source's knowledge does not have; QUERY_FAILED, QUERY_TIMEOUT... when running it fails.
 */
export async function answerStructuredQuery(
  log: AnswerLog,
  queryable: QueryableSource,
  options: { query: StructuredQuery; signal?: AbortSignal; now: Date },
): Promise<AskResult> {
  const model = requireModel(queryable);
  let compiled: CompiledQuery;
  try {
    compiled = compileQuery(options.query, { dialect: model.dialect, model });
  } catch (error) {
    throw toAppError(error);
  }
  const statement = { ...compiled, signal: options.signal, log, origin: 'engine' as const };
  const answer = await runAndAnswer(queryable, model, statement, {
    query: options.query,
    interpretation: interpret(model, options.query),
    confidence: 1,
    readings: [],
    now: options.now,
  });
  return { status: 'answered', answer, message: null };
}
