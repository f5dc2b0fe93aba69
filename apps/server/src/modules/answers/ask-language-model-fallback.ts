import { ConnectorError, type QueryResult } from '@tabletalk/connectors';
import type { AskResult, SemanticModel, StructuredQuery } from '@tabletalk/contracts';
import {
  askLanguageModel,
  buildAnswer,
  type EngineReading,
  type Example,
  guardSql,
  type LanguageModelAnswer,
} from '@tabletalk/nlq';
import type { QueryableSource } from '../sources';
import type { AnswerLog } from './answer-log';
import { allowedTables, logGuardDenial, sqlHash } from './guard-statement';
import type { LanguageModel } from './language-model';

/** Why the model is asked: the engine was not sure of its reading, or could not read the question. */
export type Doubt = 'unsure' | 'declined';

interface FallbackOptions {
  llm: LanguageModel;
  orgId: string;
  queryable: QueryableSource;
  model: SemanticModel;
  question: string;
  examples: Example[];
  /** The room's previous structured query, which a follow-up refines. */
  previous?: StructuredQuery | null;
  /** The engine's best reading, a hint the model may correct. */
  reading: EngineReading | null;
  doubt: Doubt;
  signal?: AbortSignal;
  now: Date;
}

/** What the answer's "Read as" says, so the receipt shows who wrote the SQL and why. */
const interpretationPrefix: Record<Doubt, string> = {
  unsure: 'Written by the language model, as Tabletalk was not sure how to read this question',
  declined: 'Written by the language model, as Tabletalk could not read this question',
};

/** Only a database's own complaint about the SQL goes back to the model, never connection details. */
function repairMessage(error: unknown): string | null {
  return error instanceof ConnectorError && error.code === 'QUERY_FAILED' ? error.message : null;
}

/** Asks the model; a failure it did not type (a bug, a budget store down) is a failure too. */
async function ask(
  log: AnswerLog,
  options: FallbackOptions,
): Promise<LanguageModelAnswer<QueryResult> | null> {
  const { model, queryable } = options;
  try {
    return await askLanguageModel<QueryResult>({
      client: options.llm.client,
      budget: options.llm.budget,
      orgId: options.orgId,
      model,
      question: options.question,
      dialect: model.dialect,
      examples: options.examples,
      previous: options.previous ?? null,
      reading: options.reading,
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
  } catch (error) {
    log.error({ err: error }, 'language model call failed unexpectedly');
    return null;
  }
}

/**
 * Asks the language model for SQL when the built-in engine was not sure of a question or
 * declined it, with the engine's reading as a hint. Its SQL passes the same guard and runs on the
 * same read-only path (SECURITY C2); a database error gets one repair round. The answer says it
 * came from the model (`origin`, its "Read as" and a note). Null when the model fails in any way
 * (provider, budget, guard, database), so the caller keeps the engine's own answer or message.
 */
export async function askLanguageModelFallback(
  log: AnswerLog,
  options: FallbackOptions,
): Promise<AskResult | null> {
  const outcome = await ask(log, options);
  if (!outcome) return null;
  if (!outcome.ok) {
    const sql = outcome.sql ? { sqlHash: sqlHash(outcome.sql) } : {};
    log.warn(
      { reason: outcome.code, doubt: options.doubt, ...sql },
      'language model fallback failed',
    );
    return null;
  }
  log.info(
    {
      sqlHash: sqlHash(outcome.sql),
      doubt: options.doubt,
      repaired: outcome.repaired,
      usage: outcome.usage,
    },
    'answered by the language model',
  );
  const explanation = outcome.explanation.trim();
  const prefix = interpretationPrefix[options.doubt];
  const answer = buildAnswer({
    query: null,
    origin: 'model',
    sql: outcome.sql,
    interpretation: explanation ? `${prefix}: ${explanation}` : `${prefix}.`,
    confidence: 0.6,
    readings: [],
    result: {
      columns: outcome.result.columns,
      rows: outcome.result.rows,
      truncated: outcome.result.truncated,
    },
    model: options.model,
    now: options.now,
  });
  return {
    status: 'answered',
    answer: { ...answer, notes: [...answer.notes, 'Answered with the help of a language model.'] },
    message: null,
  };
}
