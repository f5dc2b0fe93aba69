import { ConnectorError, type QueryResult } from '@tabletalk/connectors';
import type { Answer, Dialect, SemanticModel } from '@tabletalk/contracts';
import { type BuildAnswerInput, buildAnswer } from '@tabletalk/nlq';
import { toAppError } from '../../lib/app-errors';
import type { QueryableSource } from '../sources';
import type { AnswerLog } from './answer-log';
import { guardStatement, logWriteRefused, type StatementOrigin } from './guard-statement';

/**
 * Runs SQL for a question through the one guard (one read-only SELECT, only the source's tables,
 * capped rows) and then the source's guarded query path (organization slots, pooled read-only
 * connector, statement timeout).
 * @throws AppError QUERY_FAILED when the guard refuses the statement or the database refuses it
 *   as a write (both logged as security events) or rejects it;
 *   QUERY_TIMEOUT; CONNECTION_FAILED; RATE_LIMITED when the organization's line is full.
 */
export async function runAnswerQuery(
  queryable: QueryableSource,
  model: SemanticModel,
  statement: {
    sql: string;
    params: unknown[];
    dialect: Dialect;
    signal?: AbortSignal;
    log: AnswerLog;
    origin: StatementOrigin;
  },
): Promise<{ sql: string; result: QueryResult }> {
  const sql = guardStatement(statement.sql, {
    log: statement.log,
    orgId: queryable.source.orgId,
    origin: statement.origin,
    model,
    dialect: statement.dialect,
    // One row past the cap, so the connector can tell a cut result (`truncated`) from an exact fit.
    maxRows: queryable.limits.maxRows + 1,
  });
  try {
    const result = await queryable.query({
      sql,
      params: statement.params,
      signal: statement.signal,
    });
    return { sql, result };
  } catch (error) {
    if (error instanceof ConnectorError && error.code === 'READ_ONLY_VIOLATION') {
      const { orgId, id: sourceId } = queryable.source;
      logWriteRefused(statement.log, sql, { orgId, sourceId, origin: statement.origin });
    }
    throw toAppError(error);
  }
}

/** How an answer reads its rows: everything `buildAnswer` needs but the SQL, rows and model. */
export type AnswerShape = Omit<BuildAnswerInput, 'sql' | 'result' | 'model'>;

/**
 * Runs a statement through `runAnswerQuery` and shapes its rows into an answer (`buildAnswer`):
 * the one "run, then build" every way of asking ends with (words, a structured query, edited SQL).
 * @throws as `runAnswerQuery`.
 */
export async function runAndAnswer(
  queryable: QueryableSource,
  model: SemanticModel,
  statement: {
    sql: string;
    params: unknown[];
    signal?: AbortSignal;
    log: AnswerLog;
    origin: StatementOrigin;
  },
  shape: AnswerShape,
): Promise<Answer> {
  const { sql, result } = await runAnswerQuery(queryable, model, {
    ...statement,
    dialect: model.dialect,
  });
  return buildAnswer({
    ...shape,
    sql,
    result: { columns: result.columns, rows: result.rows, truncated: result.truncated },
    model,
  });
}
