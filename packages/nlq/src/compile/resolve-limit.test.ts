import { describe, expect, it } from 'vitest';
import { CompileError } from './compile-error';
import { resolveLimit } from './resolve-limit';

describe('resolveLimit', () => {
  it('takes the smaller of the limit and maxRows, or whichever is given', () => {
    expect(resolveLimit(10, 100)).toBe(10);
    expect(resolveLimit(500, 100)).toBe(100);
    expect(resolveLimit(null, 100)).toBe(100);
    expect(resolveLimit(7, undefined)).toBe(7);
    expect(resolveLimit(null, undefined)).toBeNull();
  });

  it.each([
    [0, undefined],
    [-3, undefined],
    [1.5, undefined],
    [10, 0],
    [null, Number.NaN],
  ])('refuses limit %s with maxRows %s', (limit, maxRows) => {
    const resolve = () => resolveLimit(limit, maxRows);
    expect(resolve).toThrow(CompileError);
    expect(resolve).toThrow(expect.objectContaining({ code: 'INVALID_LIMIT' }));
  });
});
