import type { Connector } from '@tabletalk/connectors';
import type { Database } from 'sql.js';
import type { Answer } from './answer';
import { compareResults, type ResultTable } from './compare-results';
import { hasOuterOrderBy } from './gold-sql';
import { runSqliteQuery } from './load-sqlite';
import type { SpiderQuestion } from './spider-questions';

/** One question's result: the answer, whether it is right, and what was compared. */
export interface QuestionOutcome {
  question: SpiderQuestion;
  answer: Answer;
  isCorrect: boolean;
  /** Why it is wrong (declined, the query's error, how the results differ); null when right. */
  reason: string | null;
  gold: ResultTable | null;
  ours: ResultTable | null;
}

/** Generous bounds: a result cut short would be compared as wrong. */
const QUERY_BOUNDS = { maxRows: 1_000_000, timeoutMs: 60_000 };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function runGold(sqlite: Database, sql: string): ResultTable | string {
  try {
    return runSqliteQuery(sqlite, sql);
  } catch (error) {
    return `gold query failed on SQLite: ${messageOf(error)}`;
  }
}

async function runOurs(connector: Connector, answer: Answer): Promise<ResultTable | string> {
  if (answer.sql === null) return answer.status === 'declined' ? 'declined' : (answer.error ?? '');
  try {
    const result = await connector.query(answer.sql, answer.params, QUERY_BOUNDS);
    return { columns: result.columns.map((column) => column.name), rows: result.rows };
  } catch (error) {
    return `query failed on DuckDB: ${messageOf(error)}`;
  }
}

/**
 * Scores one answer: runs the gold SQL on the SQLite file and the answer's SQL with its
 * parameters on the loaded DuckDB source, and compares them with `compareResults` (row order
 * counts when the gold query has an outer ORDER BY). A declined answer, a failing query or a
 * failing gold query is wrong, with the reason recorded. Never throws.
 */
export async function scoreAnswer(options: {
  question: SpiderQuestion;
  answer: Answer;
  sqlite: Database;
  connector: Connector;
}): Promise<QuestionOutcome> {
  const { question, answer } = options;
  const gold = runGold(options.sqlite, question.goldSql);
  const ours = await runOurs(options.connector, answer);
  const outcome = {
    question,
    answer,
    gold: typeof gold === 'string' ? null : gold,
    ours: typeof ours === 'string' ? null : ours,
  };
  if (typeof ours === 'string') return { ...outcome, isCorrect: false, reason: ours };
  if (typeof gold === 'string') return { ...outcome, isCorrect: false, reason: gold };
  const isOrdered = hasOuterOrderBy(question.goldSql);
  const { isMatch, reason } = compareResults(gold, ours, { isOrdered });
  return { ...outcome, isCorrect: isMatch, reason };
}
