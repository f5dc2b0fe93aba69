import { writeFileSync } from 'node:fs';
import type { ResultTable } from './compare-results';
import type { QuestionOutcome } from './score-answer';

/** Rows of each result kept per failure: enough to see the difference, small enough to read. */
const SAMPLE_ROWS = 5;

const sample = (result: ResultTable | null) =>
  result && {
    columns: result.columns,
    rowCount: result.rows.length,
    firstRows: result.rows.slice(0, SAMPLE_ROWS),
  };

/** One wrong question as a line of the failures file. */
export function toFailureRecord(outcome: QuestionOutcome) {
  const { question, answer } = outcome;
  return {
    id: question.id,
    db: question.dbId,
    hardness: question.hardness,
    question: question.question,
    goldSql: question.goldSql,
    ourSql: answer.sql,
    params: answer.params,
    interpretation: answer.interpretation,
    status: answer.status,
    error: answer.error,
    reason: outcome.reason,
    readingHit: outcome.readingHit,
    gold: sample(outcome.gold),
    ours: sample(outcome.ours),
  };
}

/**
 * Writes every wrong question to `path` as JSON lines (db, hardness, question, gold and our SQL,
 * interpretation, status, error, first rows of both results), replacing the file. Throws the
 * file system's error when it cannot be written.
 */
export function writeFailures(path: string, outcomes: readonly QuestionOutcome[]): number {
  const lines = outcomes
    .filter((outcome) => !outcome.isCorrect)
    .map((outcome) => JSON.stringify(toFailureRecord(outcome)));
  writeFileSync(path, lines.length > 0 ? `${lines.join('\n')}\n` : '');
  return lines.length;
}
