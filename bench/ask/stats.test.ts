import { describe, expect, it } from 'vitest';
import { percentile, summarize } from './stats';

describe('percentile', () => {
  it('takes the nearest rank, whatever the input order', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile(values, 10)).toBe(1);
  });

  it('is NaN for no values and the value itself for one', () => {
    expect(percentile([], 50)).toBeNaN();
    expect(percentile([7], 95)).toBe(7);
  });
});

describe('summarize', () => {
  it('reports count, median, p95 and max', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(summarize(values)).toEqual({ count: 100, p50: 50, p95: 95, max: 100 });
  });
});
