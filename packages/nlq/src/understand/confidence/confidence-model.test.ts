import { describe, expect, it } from 'vitest';
import {
  type ConfidenceModel,
  featureValue,
  isConfidenceModel,
  scoreFeatures,
  sigmoid,
} from './confidence-model';

const model: ConfidenceModel = {
  bias: 0.5,
  threshold: 0.7,
  features: [
    { name: 'coverage', mean: 0.8, scale: 0.2, weight: 1.5 },
    { name: 'unread', mean: 1, scale: 1, weight: -0.8 },
  ],
};

describe('scoreFeatures', () => {
  it('rises with a feature of positive weight and falls with one of negative weight', () => {
    const at = (coverage: number, unread: number) => scoreFeatures(model, { coverage, unread });
    expect(at(1, 0)).toBeGreaterThan(at(0.5, 0));
    expect(at(1, 0)).toBeGreaterThan(at(1, 3));
  });

  it('reads a missing feature as its mean', () => {
    expect(scoreFeatures(model, { coverage: 0.8 })).toBeCloseTo(sigmoid(0.5), 10);
  });

  it('stays a probability for extreme inputs', () => {
    const scores = [
      scoreFeatures(model, { coverage: 1e6 }),
      scoreFeatures(model, { coverage: -1e6 }),
    ];
    expect(scores.every((p) => p >= 0 && p <= 1 && Number.isFinite(p))).toBe(true);
  });
});

describe('isConfidenceModel', () => {
  it('accepts a model and rejects broken ones', () => {
    expect(isConfidenceModel(model)).toBe(true);
    expect(isConfidenceModel({ ...model, threshold: 'high' })).toBe(false);
    expect(
      isConfidenceModel({ ...model, features: [{ name: 'x', mean: 0, scale: 0, weight: 1 }] }),
    ).toBe(false);
    expect(isConfidenceModel(null)).toBe(false);
  });
});

describe('featureValue', () => {
  it('multiplies the parts of a product feature and misses when a part is missing', () => {
    expect(featureValue({ a: 2, b: 3 }, 'a*b')).toBe(6);
    expect(featureValue({ a: 2 }, 'a')).toBe(2);
    expect(featureValue({ a: 2 }, 'a*c')).toBeNull();
  });
});
