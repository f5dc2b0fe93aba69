import { describe, expect, it } from 'vitest';
import { findHeaderProblems, normalizeColumnNames, toTableName } from './column-names';

describe('normalizeColumnNames', () => {
  it('trims, names blanks by position and numbers repeats case-insensitively', () => {
    expect(normalizeColumnNames([' Name ', 'name', '', 'Total', 'NAME', null])).toEqual([
      'Name',
      'name_2',
      'column_3',
      'Total',
      'NAME_3',
      'column_6',
    ]);
  });

  it('never produces a name twice, even against existing suffixes', () => {
    expect(normalizeColumnNames(['a_2', 'a', 'a'])).toEqual(['a_2', 'a', 'a_3']);
  });

  it('reads control characters as spaces (a NUL would end the SQL naming the column)', () => {
    expect(normalizeColumnNames(['\u0000', 'a\u0007b', '\u0000c\u001f'])).toEqual([
      'column_1',
      'a b',
      'c',
    ]);
  });

  it('reports blank and duplicate header cells', () => {
    expect(findHeaderProblems(['id', '', 'Id', ' '])).toEqual({
      blank: [2, 4],
      duplicates: ['Id'],
    });
  });
});

describe('toTableName', () => {
  it('slugs sheet names and keeps them unique', () => {
    const taken = new Set<string>();
    expect(toTableName('Sales 2024 (€)', taken, 'sheet_1')).toBe('sales_2024');
    expect(toTableName('sales-2024', taken, 'sheet_2')).toBe('sales_2024_2');
    expect(toTableName('Ventes été', taken, 'sheet_3')).toBe('ventes_ete');
    expect(toTableName('2024', taken, 'sheet_4')).toBe('t_2024');
    expect(toTableName('???', taken, 'sheet_5')).toBe('sheet_5');
  });
});
