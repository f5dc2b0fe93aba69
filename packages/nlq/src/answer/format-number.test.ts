import { describe, expect, it } from 'vitest';
import { formatCompact, formatCount, formatExact, formatPercent } from './format-number';

describe('formatCompact', () => {
  it.each([
    [0, '0'],
    [42, '42'],
    [9876, '9,876'],
    [1234.567, '1,234.57'],
    [0.004321, '0.0043'],
    [10_000, '10K'],
    [45_300, '45.3K'],
    [45_349, '45.3K'],
    [999_960, '1M'],
    [1_234_567, '1.2M'],
    [-1_234_567, '-1.2M'],
    [3_400_000_000, '3.4B'],
    [2.5e12, '2.5T'],
    [1.5e15, '1,500T'],
  ])('%s → %s', (value, expected) => {
    expect(formatCompact(value)).toBe(expected);
  });
});

describe('formatExact', () => {
  it('keeps thousands separators and two decimals', () => {
    expect(formatExact(1_234_567.891)).toBe('1,234,567.89');
  });
});

describe('formatPercent', () => {
  it.each([
    [14, '14%'],
    [37.54, '37.5%'],
    [0.04, '0%'],
    [100, '100%'],
  ])('%s → %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });
});

describe('formatCount', () => {
  it('writes counts in full', () => {
    expect(formatCount(10_000)).toBe('10,000');
  });
});
