import { type Dialect, dialects } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { caseInsensitiveLike, limitClause, placeholder, truncateDate } from './dialect-functions';
import { getDialect } from './get-dialect';

describe('getDialect', () => {
  it.each(dialects)('describes %s', (dialect) => {
    expect(getDialect(dialect).name).toBe(dialect);
  });

  it('refuses an unknown dialect', () => {
    expect(() => getDialect('oracle' as Dialect)).toThrow(/Unknown SQL dialect/);
  });
});

describe('placeholder', () => {
  it.each([
    ['duckdb', '?'],
    ['mysql', '?'],
    ['snowflake', '?'],
    ['databricks', '?'],
    ['postgres', '$3'],
    ['mssql', '@p3'],
    ['bigquery', '@p3'],
  ] as const)('%s writes %s for the third value', (dialect, expected) => {
    expect(placeholder(dialect, 3)).toBe(expected);
  });

  it('refuses an index that is not a positive integer', () => {
    expect(() => placeholder('postgres', 0)).toThrow(RangeError);
    expect(() => placeholder('duckdb', 1.5)).toThrow(RangeError);
  });
});

describe('limitClause', () => {
  it('writes LIMIT, or TOP for SQL Server', () => {
    expect(limitClause('postgres', 10)).toBe('LIMIT 10');
    expect(limitClause('mssql', 10)).toBe('TOP (10)');
    expect(getDialect('mssql').limitPosition).toBe('top');
  });

  it.each([0, -1, 2.5, Number.NaN, 2 ** 60])('refuses %s', (count) => {
    expect(() => limitClause('mysql', count)).toThrow(RangeError);
  });
});

describe('truncateDate', () => {
  it.each([
    ['duckdb', 'week', "CAST(date_trunc('week', d) AS DATE)"],
    ['postgres', 'quarter', "CAST(date_trunc('quarter', d) AS DATE)"],
    ['snowflake', 'year', "CAST(DATE_TRUNC('YEAR', d) AS DATE)"],
    ['databricks', 'month', "CAST(DATE_TRUNC('MONTH', d) AS DATE)"],
    ['bigquery', 'day', 'DATE_TRUNC(CAST(d AS DATE), DAY)'],
    ['mysql', 'month', "CAST(DATE_FORMAT(d, '%Y-%m-01') AS DATE)"],
    ['mysql', 'day', 'DATE(d)'],
    ['mssql', 'month', 'DATEFROMPARTS(YEAR(d), MONTH(d), 1)'],
    ['mssql', 'year', 'DATEFROMPARTS(YEAR(d), 1, 1)'],
    ['mssql', 'day', 'CAST(d AS DATE)'],
  ] as const)('%s truncates to %s', (dialect, grain, expected) => {
    expect(truncateDate(dialect, 'd', grain)).toBe(expected);
  });

  it.each(dialects)('%s refuses a grain that is not a keyword it knows', (dialect) => {
    expect(() => truncateDate(dialect, 'd', "month') --" as 'month')).toThrow(RangeError);
  });
});

describe('caseInsensitiveLike', () => {
  it('uses ILIKE where it exists and LOWER elsewhere', () => {
    expect(caseInsensitiveLike('postgres', 'x', '$1')).toBe("x ILIKE $1 ESCAPE '!'");
    expect(caseInsensitiveLike('snowflake', 'x', '?', true)).toBe("x NOT ILIKE ? ESCAPE '!'");
    expect(caseInsensitiveLike('mssql', 'x', '@p1')).toBe('LOWER(x) LIKE LOWER(@p1)');
    expect(caseInsensitiveLike('bigquery', 'x', '@p1', true)).toBe('LOWER(x) NOT LIKE LOWER(@p1)');
  });
});
