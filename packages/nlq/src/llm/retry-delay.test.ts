import { describe, expect, it } from 'vitest';
import { retryDelay } from './retry-delay';

describe('retryDelay', () => {
  it('doubles per attempt and spreads over ±50 %', () => {
    expect(retryDelay(500, 0, () => 0.5)).toBe(500);
    expect(retryDelay(500, 1, () => 0.5)).toBe(1_000);
    expect(retryDelay(500, 1, () => 0)).toBe(500);
    expect(retryDelay(500, 1, () => 0.999)).toBe(1_499);
  });
});
