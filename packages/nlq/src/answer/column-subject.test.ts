import { describe, expect, it } from 'vitest';
import { columnSubject } from './column-subject';
import { buildResult, columnOf } from './test-fixtures';

const result = buildResult(
  [
    ['Total revenue', 'measure'],
    ['total_revenue', 'measure'],
    ['count(*)', 'measure'],
    ['sum', 'measure'],
  ],
  [],
);

describe('columnSubject', () => {
  it('keeps the select item name with a structured query', () => {
    expect(columnSubject(columnOf(result, 'count(*)'), true)).toBe('count(*)');
  });

  it('makes SQL names readable without one, and drops names that say nothing', () => {
    expect(columnSubject(columnOf(result, 'total_revenue'), false)).toBe('Total revenue');
    expect(columnSubject(columnOf(result, 'Total revenue'), false)).toBe('Total revenue');
    expect(columnSubject(columnOf(result, 'count(*)'), false)).toBeNull();
    expect(columnSubject(columnOf(result, 'sum'), false)).toBeNull();
  });
});
