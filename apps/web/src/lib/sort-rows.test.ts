import { describe, expect, it } from 'vitest';
import { nextSort, type SortState, sortRowIndexes } from './sort-rows';

const rows = [
  ['b', 10, null],
  ['a', 9, '2024-01-02'],
  ['c', 100, '2023-12-31'],
  ['a2', null, '2024-01-01'],
];
const column = (sort: SortState, index: number) =>
  sortRowIndexes(rows, sort).map((i) => rows[i]?.[index]);

describe('sortRowIndexes', () => {
  it('sorts numbers as numbers and keeps blanks last', () => {
    expect(column({ column: 1, direction: 'asc' }, 1)).toEqual([9, 10, 100, null]);
    expect(column({ column: 1, direction: 'desc' }, 1)).toEqual([100, 10, 9, null]);
  });
  it('sorts ISO dates and numeric strings in order', () => {
    expect(column({ column: 2, direction: 'asc' }, 0)).toEqual(['c', 'a2', 'a', 'b']);
    expect(sortRowIndexes([['10'], ['9']], { column: 0, direction: 'asc' })).toEqual([1, 0]);
  });
  it('keeps the rows as they are and gives their order without a sort', () => {
    const copy = structuredClone(rows);
    sortRowIndexes(rows, { column: 0, direction: 'desc' });
    expect(rows).toEqual(copy);
    expect(sortRowIndexes(rows, null)).toEqual([0, 1, 2, 3]);
  });
  it('sorts 100,000 rows quickly enough for a click', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => [(i * 7919) % 100_000]);
    const started = performance.now();
    const order = sortRowIndexes(many, { column: 0, direction: 'asc' });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(many[order[0] ?? -1]?.[0]).toBe(0);
  });
  it('cycles ascending, descending, none', () => {
    const asc = nextSort(null, 2);
    expect(asc).toEqual({ column: 2, direction: 'asc' });
    expect(nextSort(asc, 2)).toEqual({ column: 2, direction: 'desc' });
    expect(nextSort({ column: 2, direction: 'desc' }, 2)).toBeNull();
    expect(nextSort({ column: 2, direction: 'desc' }, 0)).toEqual({ column: 0, direction: 'asc' });
  });
});
