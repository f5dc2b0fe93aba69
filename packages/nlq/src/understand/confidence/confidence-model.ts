import type { ConfidenceFeatures } from './read-features';

/** One feature's part in the model: standardised as (value − mean) / scale, then weighted. */
export interface FeatureWeight {
  name: string;
  mean: number;
  scale: number;
  weight: number;
}

/** A logistic model of how likely a reading is right, with the threshold for being sure. */
export interface ConfidenceModel {
  bias: number;
  features: FeatureWeight[];
  /** Probability from which a reading is `understood`. */
  threshold: number;
}

/** The logistic function, kept finite for large inputs. */
export function sigmoid(z: number): number {
  if (z >= 0) return 1 / (1 + Math.exp(-z));
  const e = Math.exp(z);
  return e / (1 + e);
}

/**
 * A feature's value: a product feature `a*b` (an interaction the model learned) multiplies its
 * parts; a plain one is read as is, or null when the reading lacks it.
 */
export function featureValue(features: ConfidenceFeatures, name: string): number | null {
  return productOf(features, name.split('*'));
}

/** Each feature's parts (`a*b` → a, b), split once per model: scoring runs for every reading. */
const partsByModel = new WeakMap<ConfidenceModel, string[][]>();

function featureParts(model: ConfidenceModel): string[][] {
  let parts = partsByModel.get(model);
  if (!parts) {
    parts = model.features.map(({ name }) => name.split('*'));
    partsByModel.set(model, parts);
  }
  return parts;
}

function productOf(features: ConfidenceFeatures, parts: string[]): number | null {
  let product = 1;
  for (const part of parts) {
    const value = features[part];
    if (value === undefined) return null;
    product *= value;
  }
  return product;
}

/**
 * The model's probability that a reading with these features is right, 0–1. A feature the
 * model knows but the reading lacks counts as its mean (no evidence either way).
 */
export function scoreFeatures(model: ConfidenceModel, features: ConfidenceFeatures): number {
  const parts = featureParts(model);
  let z = model.bias;
  model.features.forEach(({ mean, scale, weight }, index) => {
    const value = productOf(features, parts[index] ?? []) ?? mean;
    z += (weight * (value - mean)) / scale;
  });
  return sigmoid(z);
}

/** Whether `value` is a usable confidence model (the shape the training script writes). */
export function isConfidenceModel(value: unknown): value is ConfidenceModel {
  if (typeof value !== 'object' || value === null) return false;
  const model = value as Partial<ConfidenceModel>;
  const finite = (n: unknown) => typeof n === 'number' && Number.isFinite(n);
  return (
    finite(model.bias) &&
    finite(model.threshold) &&
    Array.isArray(model.features) &&
    model.features.every(
      (f) =>
        typeof f?.name === 'string' &&
        finite(f.mean) &&
        finite(f.weight) &&
        finite(f.scale) &&
        f.scale > 0,
    )
  );
}
