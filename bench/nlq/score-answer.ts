import type { Connector } from '@tabletalk/connectors';
import type { Database } from 'sql.js';
import type { Answer } from './answer';
import { type Comparison, compareResults, type ResultTable } from './compare-results';
import { hasOuterOrderBy } from './gold-sql';
import { type GoldTies, readGoldTies } from './gold-ties';
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
  /**
   * Whether a right answer was among those offered: the main one, or for an answer not marked
   * sure one of its alternative readings.
   */
  readingHit: boolean;
  /** Right only because the gold query's sort left a tie open (see `readGoldTies`). */
  isTieAccepted: boolean;
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

async function runOurs(
  connector: Connector,
  answer: Pick<Answer, 'sql' | 'params' | 'status' | 'error'>,
): Promise<ResultTable | string> {
  if (answer.sql === null) return answer.status === 'declined' ? 'declined' : (answer.error ?? '');
  try {
    const result = await connector.query(answer.sql, answer.params, QUERY_BOUNDS);
    return { columns: result.columns.map((column) => column.name), rows: result.rows };
  } catch (error) {
    return `query failed on DuckDB: ${messageOf(error)}`;
  }
}

/**
 * Compares a result with the gold one; when they differ and the gold query sorts, again with
 * the gold's ties left open: tied rows in any order, and any of the rows its LIMIT cut a tie
 * through. The ties are read once per question, on first need.
 */
function goldMatcher(sqlite: Database, goldSql: string, gold: ResultTable) {
  const isOrdered = hasOuterOrderBy(goldSql);
  let ties: GoldTies | null | undefined;
  return (ours: ResultTable): Comparison & { isTieAccepted: boolean } => {
    const comparison = compareResults(gold, ours, { isOrdered });
    if (comparison.isMatch || !isOrdered) return { ...comparison, isTieAccepted: false };
    ties ??= readGoldTies(sqlite, goldSql, gold);
    if (!ties) return { ...comparison, isTieAccepted: false };
    const { runs, alternatives } = ties;
    const isTieAccepted =
      compareResults(gold, ours, { isOrdered, runs }).isMatch ||
      alternatives.some((other) => compareResults(other, ours, { isOrdered: false }).isMatch);
    return isTieAccepted
      ? { isMatch: true, reason: null, isTieAccepted }
      : { ...comparison, isTieAccepted };
  };
}

/** Whether one of the alternative readings offered gives the gold result. */
async function isReadingRight(
  connector: Connector,
  answer: Answer,
  matches: (ours: ResultTable) => Comparison,
): Promise<boolean> {
  for (const reading of answer.readings) {
    const ours = await runOurs(connector, { ...reading, status: answer.status, error: null });
    if (typeof ours !== 'string' && matches(ours).isMatch) return true;
  }
  return false;
}

/**
 * Scores one answer: runs the gold SQL on the SQLite file and the answer's SQL with its
 * parameters on the loaded DuckDB source, and compares them with `compareResults` (row order
 * counts when the gold query has an outer ORDER BY, except among rows that tie on its sort
 * keys, and a LIMIT cutting through a tie accepts any of the tied rows). A declined answer, a
 * failing query or a failing gold query is wrong, with the reason recorded. For a wrong answer
 * not marked sure, its alternative readings are run too, to tell whether a right one was
 * offered. Never throws.
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
    isTieAccepted: false,
  };
  if (typeof gold === 'string')
    return { ...outcome, isCorrect: false, reason: gold, readingHit: false };
  const matches = goldMatcher(options.sqlite, question.goldSql, gold);
  const offered = async () =>
    answer.status !== 'understood' && (await isReadingRight(options.connector, answer, matches));
  if (typeof ours === 'string')
    return { ...outcome, isCorrect: false, reason: ours, readingHit: await offered() };
  const { isMatch, reason, isTieAccepted } = matches(ours);
  return {
    ...outcome,
    isCorrect: isMatch,
    reason,
    isTieAccepted,
    readingHit: isMatch || (await offered()),
  };
}
