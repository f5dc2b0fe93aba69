import { describe, expect, it } from 'vitest';
import { assignFolds, chooseThreshold, seededRandom } from './choose-threshold';

const scored = (pairs: [number, boolean][]) =>
  pairs.map(([probability, isRight]) => ({ probability, isRight }));

describe('chooseThreshold', () => {
  it('takes the lowest cut whose readings above are right often enough', () => {
    const examples = scored([
      [0.9, true],
      [0.8, true],
      [0.7, true],
      [0.6, false],
      [0.5, true],
      [0.4, false],
      [0.3, false],
    ]);
    expect(chooseThreshold(examples, 0.8)).toEqual({
      threshold: 0.5,
      coverage: 5 / 7,
      sureAccuracy: 0.8,
    });
    expect(chooseThreshold(examples, 1).threshold).toBe(0.7);
  });

  it('cuts no lower than the floor', () => {
    const examples = scored([
      [0.9, true],
      [0.8, false],
      [0.7, true],
      [0.6, true],
    ]);
    expect(chooseThreshold(examples, 0.75).threshold).toBe(0.6);
    expect(chooseThreshold(examples, 0.75, 0.85).threshold).toBe(0.9);
    expect(chooseThreshold(examples, 0.75, 0.95).coverage).toBe(0);
  });

  it('never cuts between equal scores', () => {
    const examples = scored([
      [0.9, true],
      [0.5, true],
      [0.5, false],
    ]);
    expect(chooseThreshold(examples, 0.9).threshold).toBe(0.9);
  });

  it('marks nothing sure when no cut reaches the target', () => {
    const result = chooseThreshold(scored([[0.9, false]]), 0.5);
    expect(result.threshold).toBeGreaterThan(1);
    expect(result.coverage).toBe(0);
  });
});

describe('seededRandom and assignFolds', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, seededRandom(seed));
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
    expect(draw(7).every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('puts every group in one fold, the same way for the same seed', () => {
    const groups = Array.from({ length: 20 }, (_, i) => `db${i}`);
    const folds = assignFolds([...groups, ...groups], 4, 11);
    expect([...folds.keys()].sort()).toEqual([...groups].sort());
    expect(new Set(folds.values())).toEqual(new Set([0, 1, 2, 3]));
    expect(assignFolds([...groups].reverse(), 4, 11)).toEqual(folds);
    expect(assignFolds(groups, 4, 12)).not.toEqual(folds);
  });
});
