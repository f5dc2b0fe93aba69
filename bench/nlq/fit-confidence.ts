import {
  assignFolds,
  type ConfidenceModel,
  chooseThreshold,
  type FittedLogistic,
  fitLogistic,
  type LabelledReading,
  scoreFeatures,
  type ThresholdResult,
} from '@tabletalk/nlq';

/** One labelled reading of a training question, with the database it was asked of. */
export interface TrainingRow extends LabelledReading {
  dbId: string;
  question?: string;
}

/** How the confidence model is fitted. */
export interface FitSettings {
  seed: number;
  /** sureAccuracy the threshold must reach on the training set, 0–1. */
  target: number;
  /** Folds of databases for the held-out estimate. */
  folds: number;
  /** L2 penalties tried; the one with the best held-out log-loss is kept. */
  penalties: number[];
  /** Features whose pairwise products (`a*b`, squares included) are fitted too. */
  interactions: string[];
}

/** The fitted model, what it is trained on, and how it did held out and on the training set. */
export interface FittedConfidence {
  model: ConfidenceModel;
  l2: number;
  heldOut: ThresholdResult & { logLoss: number };
  training: ThresholdResult;
}

const DIGITS = 6;
const roundTo = (value: number) => Number(value.toFixed(DIGITS));

function rounded(fitted: FittedLogistic): FittedLogistic {
  return {
    bias: roundTo(fitted.bias),
    features: fitted.features.map((f) => ({
      name: f.name,
      mean: roundTo(f.mean),
      scale: roundTo(f.scale),
      weight: roundTo(f.weight),
    })),
  };
}

const probabilityOf = (fitted: FittedLogistic, row: LabelledReading) =>
  scoreFeatures({ ...fitted, threshold: 1 }, row.features);

/** Held-out probabilities: each database's rows scored by a model fitted without its fold. */
function heldOutScores(
  rows: readonly TrainingRow[],
  names: readonly string[],
  l2: number,
  settings: FitSettings,
) {
  const folds = assignFolds(
    rows.map((row) => row.dbId),
    settings.folds,
    settings.seed,
  );
  const probabilities = new Array<number>(rows.length).fill(0);
  for (let fold = 0; fold < settings.folds; fold++) {
    const inFold = (row: TrainingRow) => folds.get(row.dbId) === fold;
    const fitted = fitLogistic(
      rows.filter((row) => !inFold(row)),
      names,
      { l2 },
    );
    rows.forEach((row, index) => {
      if (inFold(row)) probabilities[index] = probabilityOf(fitted, row);
    });
  }
  const scored = rows.map((row, index) => ({
    probability: probabilities[index] ?? 0,
    isRight: row.isRight,
  }));
  const logLoss =
    -scored.reduce(
      (sum, s) => sum + Math.log(Math.max(1e-12, s.isRight ? s.probability : 1 - s.probability)),
      0,
    ) / Math.max(1, scored.length);
  return { scored, logLoss };
}

/**
 * Fits the confidence model: for each L2 penalty, a held-out estimate over folds of databases
 * (shuffled with the seed); the best penalty is refitted on every row. The threshold is the
 * lowest reaching the target sureAccuracy on the training rows that is no lower than the one
 * reaching it held out. Deterministic: the same rows and settings give the same model.
 */
export function fitConfidence(
  rows: readonly TrainingRow[],
  settings: FitSettings,
): FittedConfidence {
  const plain = [...new Set(rows.flatMap((row) => Object.keys(row.features)))].sort();
  const paired = settings.interactions.filter((name) => plain.includes(name));
  const names = [...plain, ...paired.flatMap((a, i) => paired.slice(i).map((b) => `${a}*${b}`))];
  const trials = settings.penalties.map((l2) => ({
    l2,
    ...heldOutScores(rows, names, l2, settings),
  }));
  const best = trials.reduce((a, b) => (b.logLoss < a.logLoss ? b : a));
  const fitted = rounded(fitLogistic(rows, names, { l2: best.l2 }));
  const heldOut = chooseThreshold(best.scored, settings.target);
  const trainingScores = rows.map((row) => ({
    probability: probabilityOf(fitted, row),
    isRight: row.isRight,
  }));
  // Sure only where both the held-out estimate and the training readings reach the target.
  const training = chooseThreshold(trainingScores, settings.target, heldOut.threshold);
  const { threshold } = training;
  return {
    model: { ...fitted, threshold },
    l2: best.l2,
    heldOut: { ...heldOut, logLoss: roundTo(best.logLoss) },
    training,
  };
}
