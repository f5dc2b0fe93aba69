import { AppError, type AskResult } from '@tabletalk/contracts';
import { buildAnswer } from '@tabletalk/nlq';
import type { FastifyBaseLogger } from 'fastify';
import { runAnswerQuery } from '../answers';
import type { QueryableSource } from '../sources';

const EDITED_SQL_INTERPRETATION = 'Your edited SQL, run as written (read-only, rows capped).';

/**
 * Runs SQL the user edited: the same guard as every other statement (one read-only SELECT over
 * the source's own tables, rows capped), then the same read-only path answers use (SECURITY C2).
 * @throws AppError KNOWLEDGE_NOT_READY; QUERY_FAILED with the guard's reason (never echoing the
 *   statement; the denial is logged with the statement's hash) when it refuses, or when the
 *   database rejects it; QUERY_TIMEOUT...
 */
export async function answerEditedSql(
  queryable: QueryableSource,
  options: { sql: string; signal?: AbortSignal; now: Date; log: FastifyBaseLogger },
): Promise<AskResult> {
  const model = queryable.model;
  if (!model) throw new AppError('KNOWLEDGE_NOT_READY');
  const { sql, result } = await runAnswerQuery(queryable, model, {
    sql: options.sql,
    params: [],
    dialect: model.dialect,
    signal: options.signal,
    log: options.log,
    origin: 'edited',
  });
  const answer = buildAnswer({
    query: null,
    origin: 'edited',
    sql,
    interpretation: EDITED_SQL_INTERPRETATION,
    confidence: 1,
    readings: [],
    result: { columns: result.columns, rows: result.rows, truncated: result.truncated },
    model,
    now: options.now,
  });
  return { status: 'answered', answer, message: null };
}
