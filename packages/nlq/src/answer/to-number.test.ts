import { describe, expect, it } from 'vitest';
import { toNumber } from './to-number';

describe('toNumber', () => {
  it.each([
    [42, 42],
    [-1.5, -1.5],
    ['12345.67', 12345.67],
    [' 7 ', 7],
    ['-0.5', -0.5],
    ['.25', 0.25],
    ['1e3', 1000],
    [9007199254740993n, 9007199254740992],
    ['9007199254740993', 9007199254740992],
  ])('%s → %s', (value, expected) => {
    expect(toNumber(value)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['abc'],
    ['12abc'],
    ['1,234'],
    [Number.NaN],
    [Infinity],
    [true],
    [{}],
  ])('rejects %s', (value) => {
    expect(toNumber(value)).toBeNull();
  });
});
