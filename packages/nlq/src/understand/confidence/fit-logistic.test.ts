import { describe, expect, it } from 'vitest';
import { seededRandom } from './choose-threshold';
import { scoreFeatures } from './confidence-model';
import { fitLogistic, type LabelledReading } from './fit-logistic';

/** Readings where `good` makes rightness likelier and `noise` says nothing. */
function examples(seed: number, count: number): LabelledReading[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const good = random();
    const noise = random();
    return { features: { good, noise }, isRight: random() < 0.1 + 0.8 * good };
  });
}

describe('fitLogistic', () => {
  const rows = examples(3, 400);

  it('gives the same weights for the same rows', () => {
    const names = ['good', 'noise'];
    expect(fitLogistic(rows, names, { l2: 0.001 })).toEqual(
      fitLogistic(rows, names, { l2: 0.001 }),
    );
  });

  it('weighs a telling feature up and a noise feature near zero', () => {
    const fitted = fitLogistic(rows, ['good', 'noise'], { l2: 0.001 });
    const weight = (name: string) => fitted.features.find((f) => f.name === name)?.weight ?? 0;
    expect(weight('good')).toBeGreaterThan(0.5);
    expect(Math.abs(weight('noise'))).toBeLessThan(weight('good') / 3);
  });

  it('scores readings with more of the telling feature higher', () => {
    const model = { ...fitLogistic(rows, ['good', 'noise'], { l2: 0.001 }), threshold: 0.5 };
    const low = scoreFeatures(model, { good: 0.1, noise: 0.5 });
    const high = scoreFeatures(model, { good: 0.9, noise: 0.5 });
    expect(high).toBeGreaterThan(low);
  });

  it('shrinks weights under a stronger penalty', () => {
    const weak = fitLogistic(rows, ['good'], { l2: 0.0001 }).features[0]?.weight ?? 0;
    const strong = fitLogistic(rows, ['good'], { l2: 1 }).features[0]?.weight ?? 0;
    expect(Math.abs(strong)).toBeLessThan(Math.abs(weak));
  });

  it('keeps a constant feature from breaking the fit', () => {
    const constant = rows.map((row) => ({ ...row, features: { ...row.features, same: 2 } }));
    const fitted = fitLogistic(constant, ['good', 'same'], { l2: 0.001 });
    expect(fitted.features.every((f) => Number.isFinite(f.weight) && f.scale > 0)).toBe(true);
  });
});
