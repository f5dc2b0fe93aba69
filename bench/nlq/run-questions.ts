import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Answer } from './answer';
import { type PreparedDatabase, prepareDatabase } from './prepare-database';
import { type QuestionOutcome, scoreAnswer } from './score-answer';
import { BenchInputError, type SpiderFolder } from './spider-folder';
import type { SpiderQuestion } from './spider-questions';

/** "Now" for relative dates in questions, fixed so runs are comparable. */
export const NOW = new Date('2025-01-01T00:00:00Z');

/** Answers one question over a loaded database. */
export type AnswerQuestion = (
  database: PreparedDatabase,
  question: SpiderQuestion,
) => Promise<Answer> | Answer;

/** Outcomes of a run and the time spent loading databases and building their knowledge. */
export interface QuestionsRun {
  outcomes: QuestionOutcome[];
  loadMs: number;
  knowledgeMs: number;
}

async function runDatabase(
  folder: SpiderFolder,
  questions: SpiderQuestion[],
  tempDir: string,
  answer: AnswerQuestion,
  log: (line: string) => void,
): Promise<QuestionsRun> {
  const dbId = questions[0]?.dbId ?? '';
  const schema = folder.schemas.get(dbId);
  if (!schema) throw new BenchInputError(`tables.json has no entry for ${dbId}`);
  const database = await prepareDatabase({
    sqlitePath: folder.sqlitePath(dbId),
    schema,
    tempDir,
    now: NOW,
  });
  try {
    const outcomes: QuestionOutcome[] = [];
    for (const question of questions) {
      const ours = await answer(database, question);
      const { sqlite, connector } = database;
      outcomes.push(await scoreAnswer({ question, answer: ours, sqlite, connector }));
    }
    const rows = database.tables.reduce((sum, table) => sum + table.rowCount, 0);
    const correct = outcomes.filter((outcome) => outcome.isCorrect).length;
    log(
      `${dbId}: ${database.tables.length} tables, ${rows} rows loaded in ${database.loadMs.toFixed(0)} ms, knowledge in ${database.knowledgeMs.toFixed(0)} ms; ${correct}/${outcomes.length} correct`,
    );
    for (const key of database.unmatchedKeys)
      log(`  warning: tables.json ${key} matches no loaded column`);
    return { outcomes, loadMs: database.loadMs, knowledgeMs: database.knowledgeMs };
  } finally {
    await database.close();
  }
}

function groupByDatabase(questions: readonly SpiderQuestion[]): SpiderQuestion[][] {
  const groups = new Map<string, SpiderQuestion[]>();
  for (const question of questions) {
    groups.set(question.dbId, [...(groups.get(question.dbId) ?? []), question]);
  }
  return [...groups.values()];
}

/**
 * Loads each database the questions ask about (one at a time, in a temporary folder removed
 * afterwards), answers its questions with `answer` and scores them against the gold SQL. Logs a
 * line per database. Throws BenchInputError when tables.json lacks a database.
 */
export async function runQuestions(options: {
  folder: SpiderFolder;
  questions: readonly SpiderQuestion[];
  answer: AnswerQuestion;
  log: (line: string) => void;
}): Promise<QuestionsRun> {
  const tempDir = mkdtempSync(join(tmpdir(), 'bench-nlq-'));
  const run: QuestionsRun = { outcomes: [], loadMs: 0, knowledgeMs: 0 };
  try {
    for (const group of groupByDatabase(options.questions)) {
      const result = await runDatabase(options.folder, group, tempDir, options.answer, options.log);
      run.outcomes.push(...result.outcomes);
      run.loadMs += result.loadMs;
      run.knowledgeMs += result.knowledgeMs;
    }
  } finally {
    rmSync(tempDir, { recursive: true, force: true });
  }
  return run;
}

/** How many databases the questions ask about. */
export function countDatabases(questions: readonly SpiderQuestion[]): number {
  return new Set(questions.map((question) => question.dbId)).size;
}
