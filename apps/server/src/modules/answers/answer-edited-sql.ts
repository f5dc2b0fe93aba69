import type { AskResult } from '@tabletalk/contracts';
import type { QueryableSource } from '../sources';
import type { AnswerLog } from './answer-log';
import { requireModel } from './require-model';
import { runAndAnswer } from './run-answer-query';

const EDITED_SQL_INTERPRETATION = 'Your edited SQL, run as written (read-only, rows capped).';

/**
 * Runs SQL the user edited: the same guard as every other statement (one read-only SELECT over
 * the source's own tables, rows capped), then the same read-only path answers use (SECURITY C2).
 * @throws AppError KNOWLEDGE_NOT_READY; QUERY_FAILED with the guard's reason (never echoing the
 *   statement; the denial is logged with the statement's hash) when it refuses, or when the
 *   database rejects it; QUERY_TIMEOUT...
 */
export async function answerEditedSql(
  log: AnswerLog,
  queryable: QueryableSource,
  options: { sql: string; signal?: AbortSignal; now: Date },
): Promise<AskResult> {
  const model = requireModel(queryable);
  const statement = { sql: options.sql, params: [], signal: options.signal, log };
  const answer = await runAndAnswer(
    queryable,
    model,
    { ...statement, origin: 'edited' },
    {
      query: null,
      origin: 'edited',
      interpretation: EDITED_SQL_INTERPRETATION,
      confidence: 1,
      readings: [],
      now: options.now,
    },
  );
  return { status: 'answered', answer, message: null };
}
