import { dialects } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { quoteLiteral } from './dialect-functions';

const nasty = "it's C:\\temp\\ 'quoted' ☕";

describe('quoteLiteral', () => {
  it.each([
    ['duckdb', "'it''s C:\\temp\\ ''quoted'' ☕'"],
    ['postgres', "'it''s C:\\temp\\ ''quoted'' ☕'"],
    ['mssql', "N'it''s C:\\temp\\ ''quoted'' ☕'"],
    ['mysql', "'it''s C:\\\\temp\\\\ ''quoted'' ☕'"],
    ['snowflake', "'it''s C:\\\\temp\\\\ ''quoted'' ☕'"],
    ['bigquery', "'it\\'s C:\\\\temp\\\\ \\'quoted\\' ☕'"],
    ['databricks', "'it\\'s C:\\\\temp\\\\ \\'quoted\\' ☕'"],
  ] as const)('%s escapes quotes and backslashes', (dialect, expected) => {
    expect(quoteLiteral(dialect, nasty)).toBe(expected);
  });

  it('cannot be broken out of by a trailing backslash in MySQL', () => {
    // With backslash escapes on, \' would have ended the escape and kept the literal open.
    expect(quoteLiteral('mysql', "x\\' OR 1=1 -- ")).toBe("'x\\\\'' OR 1=1 -- '");
  });

  it('writes line breaks as escapes where raw ones are refused', () => {
    expect(quoteLiteral('bigquery', 'a\nb\rc')).toBe("'a\\nb\\rc'");
    expect(quoteLiteral('postgres', 'a\nb')).toBe("'a\nb'");
  });

  it.each(dialects)('%s writes numbers and booleans', (dialect) => {
    expect(quoteLiteral(dialect, 42)).toBe('42');
    expect(quoteLiteral(dialect, -1.5)).toBe('-1.5');
    const booleans = dialect === 'mssql' ? ['1', '0'] : ['TRUE', 'FALSE'];
    expect([quoteLiteral(dialect, true), quoteLiteral(dialect, false)]).toEqual(booleans);
  });

  it.each(dialects)('%s refuses NUL and non-finite numbers', (dialect) => {
    expect(() => quoteLiteral(dialect, 'a\0b')).toThrow(/NUL/);
    expect(() => quoteLiteral(dialect, Number.NaN)).toThrow(RangeError);
    expect(() => quoteLiteral(dialect, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
