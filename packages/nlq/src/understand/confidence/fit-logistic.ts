import { type FeatureWeight, featureValue, sigmoid } from './confidence-model';
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
    const values = rows.map((row) => featureValue(row.features, name) ?? 0);
    const mean = values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);
    const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / Math.max(1, values.length);
    return { name, mean, scale: variance > 1e-12 ? Math.sqrt(variance) : 1 };
  });
}

/**
 * Fits an L2-regularised logistic regression by Newton's method on standardised features (a name
 * `a*b` is the product of two features): the optimum is unique, so the same rows always give the
 * same weights. `l2` is the penalty on the
 * weights (not the bias), per example.
 */
export function fitLogistic(
  rows: readonly LabelledReading[],
  names: readonly string[],
  options: { l2: number; iterations?: number },
): FittedLogistic {
  const scales = standardise(rows, names);
  const size = names.length + 1;
  // Rows as one flat array, a leading 1 for the bias: the Hessian loop is the hot path.
  const x = new Float64Array(rows.length * size);
  rows.forEach((row, r) => {
    x[r * size] = 1;
    scales.forEach(({ name, mean, scale }, j) => {
      x[r * size + j + 1] = ((featureValue(row.features, name) ?? 0) - mean) / scale;
    });
  });
  let beta = new Array<number>(size).fill(0);
  const penalty = options.l2 * rows.length;
  for (let step = 0; step < (options.iterations ?? 25); step++) {
    const gradient = new Float64Array(size);
    const hessian = new Float64Array(size * size);
    const coef = Float64Array.from(beta);
    for (let r = 0; r < rows.length; r++) {
      const offset = r * size;
      let z = 0;
      for (let j = 0; j < size; j++) z += (x[offset + j] as number) * (coef[j] as number);
      const p = sigmoid(z);
      const w = p * (1 - p);
      const residual = p - (rows[r]?.isRight ? 1 : 0);
      for (let i = 0; i < size; i++) {
        const xi = x[offset + i] as number;
        if (xi === 0) continue;
        gradient[i] = (gradient[i] ?? 0) + residual * xi;
        const wxi = w * xi;
        const base = i * size;
        for (let j = i; j < size; j++)
          hessian[base + j] = (hessian[base + j] as number) + wxi * (x[offset + j] as number);
      }
    }
    const matrix = Array.from({ length: size }, (_, i) =>
      Array.from({ length: size }, (_, j) => {
        const value = i <= j ? (hessian[i * size + j] ?? 0) : (hessian[j * size + i] ?? 0);
        return i === j && i > 0 ? value + penalty : value;
      }),
    );
    const delta = solve(
      matrix,
      Array.from(gradient, (g, j) => (j === 0 ? g : g + penalty * (beta[j] ?? 0))),
    );
    beta = beta.map((b, j) => b - (delta[j] ?? 0));
    if (Math.max(...delta.map(Math.abs)) < 1e-7) break;
  }
  return {
    bias: beta[0] ?? 0,
    features: scales.map((s, i) => ({ ...s, weight: beta[i + 1] ?? 0 })),
  };
}
