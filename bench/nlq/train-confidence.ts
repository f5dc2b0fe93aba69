/**
 * Trains the question engine's confidence model (`npm run train:confidence`): runs the built-in
 * engine on spider-train as bench:nlq does, labels each fresh reading right or wrong with the
 * bench's scoring, fits a logistic model over the readings' general features with a fixed seed,
 * chooses the threshold for `understood`, and writes the weights into the engine
 * (packages/nlq/src/understand/confidence/confidence-weights.json). Deterministic.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type ConfidenceFeatures, understandWithFeatures } from '@tabletalk/nlq';
import { askEngine } from './ask-engine';
import { type FitSettings, fitConfidence, type TrainingRow } from './fit-confidence';
import { countDatabases, NOW, runQuestions } from './run-questions';
import { BenchInputError, readSpiderFolder } from './spider-folder';
import type { SpiderQuestion } from './spider-questions';

const log = (line: string) => process.stdout.write(`${line}\n`);
const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const WEIGHTS = resolve(
  projectRoot,
  'packages/nlq/src/understand/confidence/confidence-weights.json',
);

/** Fixed so that a retrain on the same engine writes the same weights. */
const SETTINGS: FitSettings = {
  seed: 11,
  // 94.5 % held out: the 90 % goal on sets never seen, with a margin (94 % left spider at 91.3 %).
  target: 0.945,
  folds: 5,
  // Chosen once by held-out log-loss among 0.003, 0.01, 0.03 and 0.1 (retries cost minutes).
  penalties: [0.03],
  // The reading's main traits, paired: how they combine tells more than each alone.
  interactions: [
    'coverage',
    'unread',
    'selects',
    'aggregates',
    'counts',
    'joins',
    'groupBy',
    'orderBy',
    'limit',
    'distinct',
    'conditions',
    'having',
    'nested',
    'exists',
    'numbers',
    'literals',
    'valueMentions',
    'readings',
    'words',
    'shownAndUsed',
    'columnsUnused',
  ],
};

function options() {
  const { values } = parseArgs({
    options: {
      data: { type: 'string' },
      out: { type: 'string' },
      db: { type: 'string' },
      'save-rows': { type: 'string' },
      rows: { type: 'string' },
      target: { type: 'string' },
    },
  });
  const target = values.target === undefined ? SETTINGS.target : Number(values.target);
  if (!(target > 0 && target < 1)) {
    throw new BenchInputError(`--target must be a share between 0 and 1, not ${values.target}`);
  }
  return {
    data: resolve(
      process.cwd(),
      values.data ?? resolve(projectRoot, '../shared/bench/spider-train'),
    ),
    out: values.out ? resolve(process.cwd(), values.out) : WEIGHTS,
    dbIds: values.db ? values.db.split(',') : [],
    saveRows: values['save-rows'] ?? null,
    rows: values.rows ?? null,
    target,
  };
}

/** Runs the engine on the folder's questions and labels each fresh reading with its features. */
async function labelReadings(data: string, dbIds: string[]): Promise<TrainingRow[]> {
  const folder = readSpiderFolder(data, dbIds);
  const { questions } = folder;
  log(
    `training on ${questions.length} questions over ${countDatabases(questions)} databases from ${data}`,
  );
  const features = new Map<SpiderQuestion, ConfidenceFeatures | null>();
  const { outcomes } = await runQuestions({
    folder,
    questions,
    answer: (database, question) =>
      askEngine({
        model: database.model,
        question: question.question,
        now: NOW,
        read: (input) => {
          const read = understandWithFeatures(input);
          features.set(question, read.features);
          return read.understanding;
        },
      }),
    log: () => {},
  });
  const rows: TrainingRow[] = outcomes.flatMap((outcome) => {
    const found = features.get(outcome.question);
    return found
      ? [
          {
            features: found,
            isRight: outcome.isCorrect,
            dbId: outcome.question.dbId,
            question: outcome.question.question,
          },
        ]
      : [];
  });
  return rows;
}

async function main(): Promise<void> {
  const { data, out, dbIds, saveRows, rows: rowsFile, target } = options();
  // --rows refits labelled readings saved by --save-rows, to try fit settings without the engine.
  const rows: TrainingRow[] = rowsFile
    ? JSON.parse(readFileSync(rowsFile, 'utf8'))
    : await labelReadings(data, dbIds);
  if (saveRows) writeFileSync(saveRows, JSON.stringify(rows));
  const right = rows.filter((row) => row.isRight).length;
  log(`${rows.length} readings scored (${right} right); fitting`);
  const fitted = fitConfidence(rows, { ...SETTINGS, target });
  const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
  log(
    `l2 ${fitted.l2}; held out by database: log-loss ${fitted.heldOut.logLoss}, threshold ${fitted.heldOut.threshold.toFixed(3)} gives coverage ${pct(fitted.heldOut.coverage)} at sureAccuracy ${pct(fitted.heldOut.sureAccuracy)}`,
  );
  log(
    `threshold ${fitted.model.threshold}: on the training readings coverage ${pct(fitted.training.coverage)}, sureAccuracy ${pct(fitted.training.sureAccuracy)}`,
  );
  const file = {
    trainedOn: 'spider-train',
    questions: rows.length,
    seed: SETTINGS.seed,
    target,
    l2: fitted.l2,
    ...fitted.model,
  };
  writeFileSync(out, `${JSON.stringify(file, null, 2)}\n`);
  log(`weights written to ${out}`);
}

main().catch((error: unknown) => {
  if (error instanceof BenchInputError) console.error(`train:confidence: ${error.message}`);
  else console.error('train:confidence failed:', error);
  process.exitCode = 1;
});
