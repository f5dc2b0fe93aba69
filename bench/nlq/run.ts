/**
 * Question-engine accuracy benchmark (`npm run bench:nlq -- --data <folder>`): loads each SQLite
 * database of a folder in Spider's layout into DuckDB, builds its knowledge, asks every question
 * with the built-in engine (or, with `--engine gold`, runs the gold SQL as a self-test of the
 * harness; with `--engine llm`, the engine, then the configured language model for what it is
 * not sure of), runs the SQL and compares with the gold query run on the SQLite file. Prints
 * execution accuracy overall and per hardness, the declined and unsure shares, how right the
 * answers marked sure are, and the time per question; with --json one JSON summary as the last
 * line. Exits 0 when the run completes, 1 with a message when the folder or the arguments are
 * wrong.
 */
import { fileURLToPath } from 'node:url';
import type { Answer } from './answer';
import { askEngine } from './ask-engine';
import { askGold } from './ask-gold';
import { askWithModel, modelTallyLine } from './ask-llm';
import { type BenchOptions, parseBenchArgs, usage } from './parse-args';
import type { PreparedDatabase } from './prepare-database';
import { formatReport, summarize } from './report';
import { countDatabases, NOW, runQuestions } from './run-questions';
import { BenchInputError, readSpiderFolder } from './spider-folder';
import type { SpiderQuestion } from './spider-questions';
import { writeFailures } from './write-failures';

const log = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function answer(
  options: BenchOptions,
  database: PreparedDatabase,
  question: SpiderQuestion,
): Promise<Answer> {
  if (options.engine === 'gold') {
    const { identifiers, connector } = database;
    return askGold({ goldSql: question.goldSql, identifiers, connector });
  }
  if (options.llm) {
    const { model, connector } = database;
    return askWithModel({
      config: options.llm,
      model,
      connector,
      question: question.question,
      now: NOW,
    });
  }
  return askEngine({ model: database.model, question: question.question, now: NOW });
}

async function main(): Promise<void> {
  const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
  const options = parseBenchArgs(process.argv.slice(2), { cwd: process.cwd(), projectRoot });
  if (options.help) {
    log(usage);
    return;
  }
  const folder = readSpiderFolder(options.data, options.dbIds);
  const questions = folder.questions.slice(0, options.limit ?? undefined);
  log(
    `${options.engine} engine: ${questions.length} questions over ${countDatabases(questions)} databases from ${options.data}`,
  );
  const { outcomes, ...setup } = await runQuestions({
    folder,
    questions,
    answer: (database, question) => answer(options, database, question),
    log,
  });
  const { summary, counts } = summarize(outcomes);
  log('');
  const timed = options.engine === 'gold' ? 'gold SQL rewrite and trial run' : undefined;
  for (const line of formatReport(summary, counts, timed)) log(line);
  if (options.llm) log(modelTallyLine(options.llm));
  if (options.failures) {
    const written = writeFailures(options.failures, outcomes);
    log(`${written} wrong questions written to ${options.failures}`);
  }
  // performance.now() counts from process start, so module loading is included.
  log(
    `total run time ${seconds(performance.now())} (loading databases ${seconds(setup.loadMs)}, building knowledge ${seconds(setup.knowledgeMs)})`,
  );
  if (options.json) log(JSON.stringify(summary));
}

main().catch((error: unknown) => {
  if (error instanceof BenchInputError) {
    console.error(`bench:nlq: ${error.message}`);
  } else {
    console.error('bench:nlq failed:', error);
  }
  process.exitCode = 1;
});
