import { seededRandom } from '@tabletalk/nlq';
import { describe, expect, it } from 'vitest';
import { type FitSettings, fitConfidence, type TrainingRow } from './fit-confidence';

/** Readings over 10 databases where `coverage` makes a right reading likelier. */
function rows(seed: number): TrainingRow[] {
  const random = seededRandom(seed);
  return Array.from({ length: 600 }, (_, i) => {
    const coverage = random();
    const unread = Math.floor(random() * 4);
    return {
      dbId: `db${i % 10}`,
      features: { coverage, unread },
      isRight: random() < 0.05 + 0.9 * coverage ** 2,
    };
  });
}

const settings: FitSettings = {
  seed: 11,
  target: 0.9,
  folds: 3,
  penalties: [0.001, 0.01],
  interactions: ['coverage', 'unread'],
};

describe('fitConfidence', () => {
  it('gives the same model for the same rows and seed', () => {
    expect(fitConfidence(rows(1), settings)).toEqual(fitConfidence(rows(1), settings));
  });

  it('splits databases by the seed, so another seed may give another held-out estimate', () => {
    const a = fitConfidence(rows(1), settings);
    const b = fitConfidence(rows(1), { ...settings, seed: 12 });
    expect(a.model.features).toEqual(b.model.features);
    expect(a.heldOut.logLoss).not.toBe(b.heldOut.logLoss);
  });

  it('chooses a threshold reaching the target on the training rows', () => {
    const fitted = fitConfidence(rows(2), settings);
    expect(fitted.training.sureAccuracy).toBeGreaterThanOrEqual(0.9);
    expect(fitted.training.coverage).toBeGreaterThan(0);
    expect(fitted.model.threshold).toBeGreaterThanOrEqual(fitted.heldOut.threshold - 1e-6);
  });

  it('fits the products of the interacting features, squares included', () => {
    const names = fitConfidence(rows(1), settings).model.features.map((f) => f.name);
    expect(names).toEqual(
      expect.arrayContaining(['coverage', 'unread', 'coverage*coverage', 'coverage*unread']),
    );
    expect(names).not.toContain('unread*coverage');
  });

  it('weighs the telling feature up', () => {
    const { model } = fitConfidence(rows(3), settings);
    expect(model.features.find((f) => f.name === 'coverage')?.weight).toBeGreaterThan(0);
  });
});
