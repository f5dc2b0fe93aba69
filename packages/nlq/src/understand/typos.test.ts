import { describe, expect, it } from 'vitest';
import { editDistance, typoAllowance } from './typos';

describe('editDistance', () => {
  it.each([
    ['revenue', 'revenue', 0],
    ['revnue', 'revenue', 1],
    ['reveune', 'revenue', 1],
    ['custmoers', 'customers', 1],
    ['region', 'country', 3],
  ])('%s ~ %s = %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });

  it('allows no typos in short words, more in long ones', () => {
    expect(typoAllowance('age')).toBe(0);
    expect(typoAllowance('price')).toBe(1);
    expect(typoAllowance('customers')).toBe(2);
  });
});
