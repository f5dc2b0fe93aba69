import { describe, expect, it } from 'vitest';
import { compareResults, type ResultTable } from './compare-results';

const table = (columns: string[], rows: unknown[][]): ResultTable => ({ columns, rows });
const unordered = { isOrdered: false };
const ordered = { isOrdered: true };

describe('compareResults', () => {
  it('refuses a different column count', () => {
    const result = compareResults(table(['a'], [[1]]), table(['a', 'b'], [[1, 2]]), unordered);
    expect(result).toEqual({ isMatch: false, reason: '2 columns, gold has 1' });
  });

  it('refuses a different row count, even when one side repeats a row', () => {
    const gold = table(['a'], [[1], [1]]);
    expect(compareResults(gold, table(['a'], [[1]]), unordered).isMatch).toBe(false);
  });

  it('compares rows as multisets when the gold query does not sort', () => {
    const gold = table(['a'], [[1], [2], [2]]);
    expect(compareResults(gold, table(['x'], [[2], [1], [2]]), unordered).isMatch).toBe(true);
    expect(compareResults(gold, table(['x'], [[1], [1], [2]]), unordered).isMatch).toBe(false);
  });

  it('makes row order count when the gold query sorts', () => {
    const gold = table(['a'], [[1], [2]]);
    expect(compareResults(gold, table(['a'], [[1], [2]]), ordered).isMatch).toBe(true);
    expect(compareResults(gold, table(['a'], [[2], [1]]), ordered).isMatch).toBe(false);
  });

  it('lets rows that tie on the sort come in any order within their run', () => {
    const gold = table(['a'], [[1], [2], [3]]);
    const runs = [1, 2];
    expect(compareResults(gold, table(['a'], [[1], [3], [2]]), { ...ordered, runs }).isMatch).toBe(
      true,
    );
    expect(compareResults(gold, table(['a'], [[2], [1], [3]]), { ...ordered, runs }).isMatch).toBe(
      false,
    );
  });

  it('accepts columns in another order', () => {
    const gold = table(
      ['name', 'age'],
      [
        ['Ann', 30],
        ['Bob', 40],
      ],
    );
    const ours = table(
      ['age', 'name'],
      [
        [40, 'Bob'],
        [30, 'Ann'],
      ],
    );
    expect(compareResults(gold, ours, unordered).isMatch).toBe(true);
  });

  it('finds the column order that matches when two columns hold the same values', () => {
    const gold = table(
      ['a', 'b'],
      [
        [1, 2],
        [2, 1],
      ],
    );
    expect(
      compareResults(
        gold,
        table(
          ['b', 'a'],
          [
            [2, 1],
            [1, 2],
          ],
        ),
        ordered,
      ).isMatch,
    ).toBe(true);
    expect(
      compareResults(
        gold,
        table(
          ['b', 'a'],
          [
            [1, 2],
            [1, 2],
          ],
        ),
        unordered,
      ).isMatch,
    ).toBe(false);
  });

  it('treats 1 and 1.0, true and 1, NULL and NULL as equal', () => {
    const gold = table(['a', 'b', 'c'], [[1, 1, null]]);
    expect(
      compareResults(gold, table(['a', 'b', 'c'], [[1.0, true, null]]), unordered).isMatch,
    ).toBe(true);
  });

  it('accepts two engines’ averages that differ in the last bits, not real differences', () => {
    const gold = table(['avg'], [[28.86231884057971]]);
    expect(compareResults(gold, table(['avg'], [[28.862318840579714]]), unordered).isMatch).toBe(
      true,
    );
    expect(compareResults(gold, table(['avg'], [[28.8624]]), unordered).isMatch).toBe(false);
  });

  it('equates ISO timestamps written with a space or a T', () => {
    const gold = table(['at'], [['2017-09-08 20:10:13']]);
    expect(compareResults(gold, table(['at'], [['2017-09-08T20:10:13']]), unordered).isMatch).toBe(
      true,
    );
  });

  it('equates a plain number written as text with the number, and keeps other text apart', () => {
    expect(
      compareResults(table(['year'], [['1974']]), table(['year'], [[1974]]), unordered).isMatch,
    ).toBe(true);
    expect(
      compareResults(table(['code'], [['A1']]), table(['code'], [[1]]), unordered).isMatch,
    ).toBe(false);
  });

  it('matches two empty results of the same width', () => {
    expect(compareResults(table(['a'], []), table(['b'], []), ordered).isMatch).toBe(true);
  });
});
