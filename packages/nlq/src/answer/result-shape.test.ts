import { describe, expect, it } from 'vitest';
import { distinctCount, isSingleValue, longestLabel, numbersOf, shapeOf } from './result-shape';
import { buildResult, columnOf } from './test-fixtures';

const result = buildResult(
  [
    ['Month', 'time'],
    ['Region', 'category'],
    ['Revenue', 'measure'],
  ],
  [
    ['2024-01-01', 'North', 10],
    ['2024-02-01', 'North', null],
    ['2024-02-01', 'South-East', 5],
  ],
);

describe('result shape', () => {
  it('splits columns by role', () => {
    const shape = shapeOf(result);
    expect(shape.times.map((c) => c.name)).toEqual(['Month']);
    expect(shape.categories.map((c) => c.name)).toEqual(['Region']);
    expect(shape.measures.map((c) => c.name)).toEqual(['Revenue']);
  });

  it('reads figures, distinct values and label lengths', () => {
    expect(numbersOf(result, columnOf(result, 'Revenue'))).toEqual([10, 5]);
    expect(distinctCount(result, columnOf(result, 'Region'))).toBe(2);
    expect(longestLabel(result, columnOf(result, 'Region'))).toBe(10);
  });

  it('tells a single value', () => {
    expect(isSingleValue(result)).toBe(false);
    expect(isSingleValue(buildResult([['Revenue', 'measure']], [[1]]))).toBe(true);
  });
});
