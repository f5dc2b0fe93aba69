import { describe, expect, it } from 'vitest';
import { cellsEqual, compareCells, normalizeValue } from './normalize-value';

describe('normalizeValue', () => {
  it('turns booleans into 1 and 0, bigints into numbers, undefined into null', () => {
    expect([true, false, 7n, undefined].map(normalizeValue)).toEqual([1, 0, 7, null]);
  });

  it('writes timestamps one way whatever the engine', () => {
    expect(normalizeValue('2018-03-06T16:32:11.000')).toBe('2018-03-06 16:32:11');
    expect(normalizeValue('2018-03-06 16:32')).toBe('2018-03-06 16:32:00');
    expect(normalizeValue('2018-03-06')).toBe('2018-03-06');
  });

  it('reads plain numbers written as text as numbers, and leaves other text alone', () => {
    expect(normalizeValue('1974')).toBe(1974);
    expect(normalizeValue('-2.5')).toBe(-2.5);
    expect(normalizeValue(' APG')).toBe(' APG');
    expect(normalizeValue('1e5')).toBe('1e5');
  });
});

describe('cellsEqual', () => {
  it('allows a relative 1e-6 between numbers', () => {
    expect(cellsEqual(1_000_000, 1_000_000.5)).toBe(true);
    expect(cellsEqual(1, 1.01)).toBe(false);
    expect(cellsEqual(0, 1e-12)).toBe(true);
  });

  it('never equates a number with text', () => {
    expect(cellsEqual(1, '1')).toBe(false);
  });
});

describe('compareCells', () => {
  it('orders null before numbers before text', () => {
    expect([2, 'a', null, 1].sort(compareCells)).toEqual([null, 1, 2, 'a']);
  });
});
