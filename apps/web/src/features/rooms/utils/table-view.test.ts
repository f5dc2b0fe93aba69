import { describe, expect, it } from 'vitest';
import { nextSort, sortRowIndexes } from '../../../lib/sort-rows';
import { clampPage, pageCount, pageOf, rangeLabel } from './table-view';

describe('table paging', () => {
  const indexes = Array.from({ length: 23 }, (_, index) => index);

  it('counts pages, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(23, 5)).toBe(5);
  });

  it('slices the requested page and clamps out-of-range pages', () => {
    expect(pageOf(indexes, 1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageOf(indexes, 3)).toEqual([20, 21, 22]);
    expect(pageOf(indexes, 9)).toEqual([20, 21, 22]);
    expect(pageOf(indexes, 0)).toEqual(pageOf(indexes, 1));
    expect(clampPage(5, 3)).toBe(1);
  });

  it('labels the range shown', () => {
    expect(rangeLabel(2, 23)).toBe('11–20 of 23');
    expect(rangeLabel(3, 23)).toBe('21–23 of 23');
    expect(rangeLabel(1, 0)).toBe('0 rows');
  });

  it('pages through rows sorted by a column click', () => {
    const rows = [
      ['b', 2],
      ['a', 30],
      ['c', 1],
      [null, 5],
    ];
    const byValue = nextSort(null, 1);
    expect(sortRowIndexes(rows, byValue)).toEqual([2, 0, 3, 1]);
    const descending = nextSort(byValue, 1);
    expect(pageOf(sortRowIndexes(rows, descending), 1, 2)).toEqual([1, 3]);
    expect(pageOf(sortRowIndexes(rows, nextSort(null, 0)), 2, 2)).toEqual([2, 3]);
  });
});
