import { dialects } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { qualifyTable, quoteIdentifier } from './dialect-functions';

describe('quoteIdentifier', () => {
  it.each([
    ['duckdb', 'say "hi"', '"say ""hi"""'],
    ['postgres', 'a"b', '"a""b"'],
    ['snowflake', 'ORDERS', '"ORDERS"'],
    ['mysql', 'a`b', '`a``b`'],
    ['databricks', 'we`ird`', '`we``ird```'],
    ['mssql', 'a]b[c', '[a]]b[c]'],
    ['bigquery', 'a`b\\c', '`a\\`b\\\\c`'],
    ['bigquery', 'two\nlines', '`two\\nlines`'],
  ] as const)('%s quotes %j', (dialect, name, expected) => {
    expect(quoteIdentifier(dialect, name)).toBe(expected);
  });

  it('keeps quotes of other dialects and unicode as they are', () => {
    expect(quoteIdentifier('postgres', "Café ☕ `x` [y] 'z'")).toBe('"Café ☕ `x` [y] \'z\'"');
    expect(quoteIdentifier('mssql', 'Größe "x"')).toBe('[Größe "x"]');
    expect(quoteIdentifier('mysql', 'naïve "x"')).toBe('`naïve "x"`');
  });

  it.each(dialects)('%s refuses an empty name and NUL', (dialect) => {
    expect(() => quoteIdentifier(dialect, '')).toThrow(RangeError);
    expect(() => quoteIdentifier(dialect, 'a\0b')).toThrow(/NUL/);
  });
});

describe('qualifyTable', () => {
  it('qualifies by schema or dataset, or leaves the table bare', () => {
    expect(qualifyTable('postgres', 'public', 'orders')).toBe('"public"."orders"');
    expect(qualifyTable('bigquery', 'sales', 'orders')).toBe('`sales`.`orders`');
    expect(qualifyTable('mssql', 'dbo', 'orders')).toBe('[dbo].[orders]');
    expect(qualifyTable('duckdb', null, 'orders')).toBe('"orders"');
  });
});
