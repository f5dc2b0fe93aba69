import { describe, expect, it } from 'vitest';
import { evaluateCondition } from './evaluate-condition';

const none = { previous: null, series: [] };
const stateOf = (...args: Parameters<typeof evaluateCondition>) => evaluateCondition(...args).state;

describe('evaluateCondition, each kind at its boundary', () => {
  it('above fires only strictly above the threshold', () => {
    const above = { kind: 'above', threshold: 100 } as const;
    expect(stateOf(above, 100, none)).toBe('OK');
    expect(stateOf(above, 100.0001, none)).toBe('FIRING');
    expect(stateOf(above, 99, none)).toBe('OK');
    expect(evaluateCondition(above, 120, none).comparedWith).toBe('the threshold 100');
  });

  it('below fires only strictly below the threshold', () => {
    const below = { kind: 'below', threshold: -5 } as const;
    expect(stateOf(below, -5, none)).toBe('OK');
    expect(stateOf(below, -5.0001, none)).toBe('FIRING');
    expect(stateOf(below, 0, none)).toBe('OK');
  });

  it("equal fires on the threshold, allowing for a double's rounding only", () => {
    const equal = { kind: 'equal', threshold: 0.3 } as const;
    expect(stateOf(equal, 0.1 + 0.2, none)).toBe('FIRING');
    expect(stateOf(equal, 0.3001, none)).toBe('OK');
    expect(stateOf({ kind: 'equal', threshold: 1_000_000 }, 1_000_001, none)).toBe('OK');
  });

  it('change fires past the percentage either way; exactly the percentage does not', () => {
    const change = { kind: 'change', percent: 10 } as const;
    const after = (previous: number) => ({ previous, series: [previous] });
    expect(stateOf(change, 110, after(100))).toBe('OK');
    expect(stateOf(change, 110.01, after(100))).toBe('FIRING');
    expect(stateOf(change, 90, after(100))).toBe('OK');
    expect(stateOf(change, 89.99, after(100))).toBe('FIRING');
    expect(stateOf(change, -110.01, after(-100))).toBe('FIRING');
    expect(stateOf(change, 0, after(0))).toBe('OK');
    expect(stateOf(change, 1, after(0))).toBe('FIRING');
  });

  it('change on the first check has nothing to compare with: OK, and says so', () => {
    const first = evaluateCondition({ kind: 'change', percent: 10 }, 500, none);
    expect(first).toMatchObject({ state: 'OK' });
    expect(first.note).toBe('First check: there is no previous value to compare with yet.');
  });

  it('outside uses mean ± k·σ of the earlier checks, the bounds themselves inside', () => {
    // Mean 10, population σ 2 (values 8, 12 alternate): with k = 2 the range is 6 to 14.
    const series = [8, 12, 8, 12, 8, 12, 8, 12];
    const outside = { kind: 'outside', k: 2 } as const;
    const history = { previous: 12, series };
    expect(stateOf(outside, 14, history)).toBe('OK');
    expect(stateOf(outside, 6, history)).toBe('OK');
    expect(stateOf(outside, 14.01, history)).toBe('FIRING');
    expect(stateOf(outside, 5.99, history)).toBe('FIRING');
    expect(evaluateCondition(outside, 10, history).comparedWith).toBe('the usual range 6 to 14');
    expect(stateOf({ kind: 'outside', k: 1 }, 12.5, history)).toBe('FIRING');
  });

  it('outside with fewer than 5 earlier checks stays UNKNOWN and says how many there are', () => {
    const outside = { kind: 'outside', k: 2 } as const;
    const four = evaluateCondition(outside, 1_000, { previous: 1, series: [1, 1, 1, 1] });
    expect(four.state).toBe('UNKNOWN');
    expect(four.note).toBe('The usual range needs 5 earlier checks; there are 4 so far.');
    expect(stateOf(outside, 1_000, { previous: 1, series: [1, 1, 1, 1, 1] })).toBe('FIRING');
    expect(stateOf(outside, 1, { previous: 1, series: [1, 1, 1, 1, 1] })).toBe('OK');
  });
});
