import { ConnectorError, type QueryResult } from '@tabletalk/connectors';
import type { AskResult, SemanticModel } from '@tabletalk/contracts';
import { askLanguageModel, buildAnswer, type Example, guardSql } from '@tabletalk/nlq';
import type { FastifyBaseLogger } from 'fastify';
import type { QueryableSource } from '../sources';
import { allowedTables, logGuardDenial, sqlHash } from './guard-statement';
import type { LanguageModel } from './language-model';

interface FallbackOptions {
  llm: LanguageModel;
  orgId: string;
  queryable: QueryableSource;
  model: SemanticModel;
  question: string;
  examples: Example[];
  signal?: AbortSignal;
  now: Date;
}

/** Only a database's own complaint about the SQL goes back to the model, never connection details. */
function repairMessage(error: unknown): string | null {
  return error instanceof ConnectorError && error.code === 'QUERY_FAILED' ? error.message : null;
}

/**
 * Asks the language model for SQL when the built-in engine declined a question. Its SQL passes
 * the same guard and runs on the same read-only path (SECURITY C2); a database error gets one
 * repair round. Null when the model fails in any way, so the caller keeps the engine's message.
 */
export async function askLanguageModelFallback(
  log: FastifyBaseLogger,
  options: FallbackOptions,
): Promise<AskResult | null> {
  const { model, queryable } = options;
  const outcome = await askLanguageModel<QueryResult>({
    client: options.llm.client,
    budget: options.llm.budget,
    orgId: options.orgId,
    model,
    question: options.question,
    dialect: model.dialect,
    examples: options.examples,
    guard: (sql) => {
      // One row past the cap, so a cut result is seen (`truncated`), as in runAnswerQuery.
      const guard = { dialect: model.dialect, maxRows: queryable.limits.maxRows + 1 };
      const guarded = guardSql(sql, { ...guard, allowedTables: allowedTables(model) });
      if (!guarded.ok)
        logGuardDenial(log, sql, {
          orgId: options.orgId,
          origin: 'language-model',
          code: guarded.code,
        });
      return guarded;
    },
    run: (sql) => queryable.query({ sql, signal: options.signal }),
    repairMessage,
    signal: options.signal,
  });
  if (!outcome.ok) {
    const sql = outcome.sql ? { sqlHash: sqlHash(outcome.sql) } : {};
    log.warn({ reason: outcome.code, ...sql }, 'language model fallback failed');
    return null;
  }
  log.info(
    { sqlHash: sqlHash(outcome.sql), repaired: outcome.repaired, usage: outcome.usage },
    'answered by the language model',
  );
  const answer = buildAnswer({
    query: null,
    sql: outcome.sql,
    interpretation: outcome.explanation,
    confidence: 0.6,
    readings: [],
    result: {
      columns: outcome.result.columns,
      rows: outcome.result.rows,
      truncated: outcome.result.truncated,
    },
    model,
    now: options.now,
  });
  return {
    status: 'answered',
    answer: { ...answer, notes: [...answer.notes, 'Answered with the help of a language model.'] },
    message: null,
  };
}
