import { type FeatureWeight, sigmoid } from './confidence-model';
import type { ConfidenceFeatures } from './read-features';

/** One training example: a reading's features and whether it was right. */
export interface LabelledReading {
  features: ConfidenceFeatures;
  isRight: boolean;
}

/** A fitted logistic model, before a threshold is chosen. */
export interface FittedLogistic {
  bias: number;
  features: FeatureWeight[];
}

/** Solves `a x = b` by Gaussian elimination with partial pivoting (a is small and regularised). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] ?? 0]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++)
      if (Math.abs(m[r]?.[col] ?? 0) > Math.abs(m[pivot]?.[col] ?? 0)) pivot = r;
    [m[col], m[pivot]] = [m[pivot] as number[], m[col] as number[]];
    const top = m[col] as number[];
    for (let r = col + 1; r < n; r++) {
      const row = m[r] as number[];
      const factor = (row[col] ?? 0) / (top[col] ?? 1);
      for (let c = col; c <= n; c++) row[c] = (row[c] ?? 0) - factor * (top[c] ?? 0);
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    const row = m[r] as number[];
    let sum = row[n] ?? 0;
    for (let c = r + 1; c < n; c++) sum -= (row[c] ?? 0) * (x[c] ?? 0);
    x[r] = sum / (row[r] ?? 1);
  }
  return x;
}

/** Mean and spread of each feature, so weights compare across features (spread 1 when constant). */
function standardise(rows: readonly LabelledReading[], names: readonly string[]) {
  return names.map((name) => {
    const values = rows.map((row) => row.features[name] ?? 0);
    const mean = values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);
    const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / Math.max(1, values.length);
    return { name, mean, scale: variance > 1e-12 ? Math.sqrt(variance) : 1 };
  });
}

/**
 * Fits an L2-regularised logistic regression by Newton's method on standardised features: the
 * optimum is unique, so the same rows always give the same weights. `l2` is the penalty on the
 * weights (not the bias), per example.
 */
export function fitLogistic(
  rows: readonly LabelledReading[],
  names: readonly string[],
  options: { l2: number; iterations?: number },
): FittedLogistic {
  const scales = standardise(rows, names);
  const x = rows.map((row) => [
    1,
    ...scales.map(({ name, mean, scale }) => ((row.features[name] ?? 0) - mean) / scale),
  ]);
  const y = rows.map((row) => (row.isRight ? 1 : 0));
  const size = names.length + 1;
  let beta = new Array<number>(size).fill(0);
  const penalty = options.l2 * rows.length;
  for (let step = 0; step < (options.iterations ?? 25); step++) {
    const gradient = beta.map((b, j) => (j === 0 ? 0 : penalty * b));
    const hessian = Array.from({ length: size }, (_, i) =>
      Array.from({ length: size }, (_, j) => (i === j && i > 0 ? penalty : 0)),
    );
    x.forEach((xi, r) => {
      const p = sigmoid(xi.reduce((s, v, j) => s + v * (beta[j] ?? 0), 0));
      const w = p * (1 - p);
      const residual = p - (y[r] ?? 0);
      for (let i = 0; i < size; i++) {
        gradient[i] = (gradient[i] ?? 0) + residual * (xi[i] ?? 0);
        const hi = hessian[i] as number[];
        for (let j = i; j < size; j++) hi[j] = (hi[j] ?? 0) + w * (xi[i] ?? 0) * (xi[j] ?? 0);
      }
    });
    for (let i = 0; i < size; i++)
      for (let j = 0; j < i; j++) (hessian[i] as number[])[j] = hessian[j]?.[i] ?? 0;
    const delta = solve(hessian, gradient);
    beta = beta.map((b, j) => b - (delta[j] ?? 0));
    if (Math.max(...delta.map(Math.abs)) < 1e-9) break;
  }
  return {
    bias: beta[0] ?? 0,
    features: scales.map((s, i) => ({ ...s, weight: beta[i + 1] ?? 0 })),
  };
}
