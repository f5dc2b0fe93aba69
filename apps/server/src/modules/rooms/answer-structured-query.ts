import { AppError, type AskResult, type StructuredQuery } from '@tabletalk/contracts';
import { buildAnswer, CompileError, compileQuery, interpret } from '@tabletalk/nlq';
import type { FastifyBaseLogger } from 'fastify';
import { runAnswerQuery } from '../answers';
import type { QueryableSource } from '../sources';

/**
 * Runs a structured query the user chose (a picked reading, an edited filter chip) the way the
 * engine runs its own: compiled for the source's dialect, through the one guard, read-only.
 * @throws AppError KNOWLEDGE_NOT_READY; VALIDATION_FAILED when the query names tables or columns
 *   the source's knowledge does not have; QUERY_FAILED, QUERY_TIMEOUT... when running it fails.
 */
export async function answerStructuredQuery(
  queryable: QueryableSource,
  options: { query: StructuredQuery; signal?: AbortSignal; now: Date; log: FastifyBaseLogger },
): Promise<AskResult> {
  const model = queryable.model;
  if (!model) throw new AppError('KNOWLEDGE_NOT_READY');
  let compiled: ReturnType<typeof compileQuery>;
  try {
    compiled = compileQuery(options.query, { dialect: model.dialect, model });
  } catch (error) {
    if (!(error instanceof CompileError)) throw error;
    throw new AppError('VALIDATION_FAILED', {
      message: 'This query does not fit the data source. Pick a column or value it has.',
      details: { compile: error.code },
    });
  }
  const { sql, result } = await runAnswerQuery(queryable, model, {
    ...compiled,
    dialect: model.dialect,
    signal: options.signal,
    log: options.log,
    origin: 'engine',
  });
  const answer = buildAnswer({
    query: options.query,
    sql,
    interpretation: interpret(model, options.query),
    confidence: 1,
    readings: [],
    result: { columns: result.columns, rows: result.rows, truncated: result.truncated },
    model,
    now: options.now,
  });
  return { status: 'answered', answer, message: null };
}
