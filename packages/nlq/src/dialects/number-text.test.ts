import { type Dialect, dialects } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { isNumberText, numberFromText } from './dialect-functions';
import { numberTextRegExp } from './number-text';

const pattern = (digits: string) => `'^ *-?(0|[1-9][0-9]{0,17})${digits} *$'`;
const integerPattern = pattern('');
const decimalPattern = pattern('([.][0-9]+)?');

describe('numberTextRegExp', () => {
  it.each([
    ['130', true, true],
    [' 95 ', true, true],
    ['-7', true, true],
    ['0', true, true],
    ['-0.5', false, true],
    ['1974.25', false, true],
    ['123456789012345678', true, true],
  ])('reads %j as a number (whole: %s)', (text, whole, number) => {
    expect(numberTextRegExp('integer').test(text)).toBe(whole);
    expect(numberTextRegExp('decimal').test(text)).toBe(number);
  });

  it.each([
    '01234',
    '-012',
    '1e5',
    'NaN',
    'inf',
    '1.',
    '.5',
    '+5',
    '1,234',
    '1_000',
    '- 5',
    'n/a',
    '',
    '1234567890123456789',
  ])('keeps %j text', (text) => {
    expect(numberTextRegExp('decimal').test(text)).toBe(false);
  });
});

describe('isNumberText', () => {
  it.each<[Dialect, string]>([
    ['duckdb', `regexp_full_match(x, ${decimalPattern})`],
    ['postgres', `x ~ ${decimalPattern}`],
    ['mysql', `x REGEXP ${decimalPattern}`],
    ['snowflake', `REGEXP_LIKE(x, ${decimalPattern})`],
    ['bigquery', `REGEXP_CONTAINS(x, ${decimalPattern})`],
    ['databricks', `x RLIKE ${decimalPattern}`],
    [
      'mssql',
      "(TRY_CONVERT(FLOAT, x) IS NOT NULL AND x NOT LIKE '%[^ 0-9.-]%' AND LTRIM(x) NOT LIKE '0[0-9]%' AND LTRIM(x) NOT LIKE '-0[0-9]%' AND LTRIM(x) NOT LIKE '.%' AND LTRIM(x) NOT LIKE '-.%' AND RTRIM(x) NOT LIKE '%.')",
    ],
  ])('%s tests for a plain number', (dialect, sql) => {
    expect(isNumberText(dialect, 'x', 'decimal')).toBe(sql);
  });

  it('tests for whole numbers with the integer pattern', () => {
    expect(isNumberText('postgres', 'x', 'integer')).toBe(`x ~ ${integerPattern}`);
    expect(isNumberText('mssql', 'x', 'integer')).toBe(
      "(TRY_CONVERT(BIGINT, x) IS NOT NULL AND x NOT LIKE '%[^ 0-9-]%' AND LTRIM(x) NOT LIKE '0[0-9]%' AND LTRIM(x) NOT LIKE '-0[0-9]%')",
    );
  });
});

describe('numberFromText', () => {
  it.each<[Dialect, string, string]>([
    [
      'duckdb',
      `CASE WHEN regexp_full_match(x, ${integerPattern}) THEN TRY_CAST(x AS BIGINT) END`,
      `CASE WHEN regexp_full_match(x, ${decimalPattern}) THEN TRY_CAST(x AS DOUBLE) END`,
    ],
    [
      'postgres',
      `CASE WHEN x ~ ${integerPattern} THEN CAST(x AS BIGINT) END`,
      `CASE WHEN x ~ ${decimalPattern} THEN CAST(x AS NUMERIC) END`,
    ],
    [
      'mysql',
      `CASE WHEN x REGEXP ${integerPattern} THEN CAST(TRIM(x) AS SIGNED) END`,
      `CASE WHEN x REGEXP ${decimalPattern} THEN CAST(TRIM(x) AS DOUBLE) END`,
    ],
    ['mssql', 'TRY_CONVERT(BIGINT, x)', 'TRY_CONVERT(FLOAT, x)'],
    [
      'snowflake',
      `CASE WHEN REGEXP_LIKE(x, ${integerPattern}) THEN TRY_TO_NUMBER(TRIM(x)) END`,
      `CASE WHEN REGEXP_LIKE(x, ${decimalPattern}) THEN TRY_TO_DOUBLE(TRIM(x)) END`,
    ],
    [
      'bigquery',
      `CASE WHEN REGEXP_CONTAINS(x, ${integerPattern}) THEN SAFE_CAST(TRIM(x) AS INT64) END`,
      `CASE WHEN REGEXP_CONTAINS(x, ${decimalPattern}) THEN SAFE_CAST(TRIM(x) AS FLOAT64) END`,
    ],
    [
      'databricks',
      `CASE WHEN x RLIKE ${integerPattern} THEN CAST(TRIM(x) AS BIGINT) END`,
      `CASE WHEN x RLIKE ${decimalPattern} THEN CAST(TRIM(x) AS DOUBLE) END`,
    ],
  ])('%s casts safely', (dialect, integerSql, decimalSql) => {
    expect(numberFromText(dialect, 'x', 'integer')).toBe(integerSql);
    expect(numberFromText(dialect, 'x', 'decimal')).toBe(decimalSql);
  });

  it.each(dialects)(
    '%s writes no quote or backslash a string syntax could read differently',
    (dialect) => {
      const sql = numberFromText(dialect, 'x', 'decimal');
      expect(sql).not.toContain('\\');
      expect(sql.split("'").length % 2).toBe(1);
    },
  );
});
