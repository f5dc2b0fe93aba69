import { describe, expect, it } from 'vitest';
import { buildNumberTextStatsSql, countsNumbers, textNumberAggregates } from './number-text-sql';
import { buildOverlapSql } from './relationship-check';
import { buildDictionarySql } from './stats-sql';

const alias = (suffix: string) => `c0_${suffix}`;

describe('countsNumbers', () => {
  it('counts numbers only in columns the source stores as text', () => {
    const column = (type: 'text' | 'integer', nativeType: string) => ({
      name: 'x',
      type,
      nativeType,
      nullable: true,
    });
    expect(countsNumbers(column('text', 'varchar(20)'))).toBe(true);
    expect(countsNumbers(column('text', 'uuid'))).toBe(false);
    expect(countsNumbers(column('text', "enum('1','2')"))).toBe(false);
    expect(countsNumbers(column('integer', 'INTEGER'))).toBe(false);
  });
});

describe('textNumberAggregates', () => {
  it('counts numbers, whole numbers and placeholder words (MySQL)', () => {
    expect(textNumberAggregates('mysql', 'v', alias)).toEqual([
      "COUNT(CASE WHEN v REGEXP '^ *-?(0|[1-9][0-9]{0,17})([.][0-9]+)? *$' THEN 1 END) AS c0_numbers",
      "COUNT(CASE WHEN v REGEXP '^ *-?(0|[1-9][0-9]{0,17}) *$' THEN 1 END) AS c0_wholes",
      "COUNT(CASE WHEN LOWER(TRIM(v)) IN ('', 'null', 'n/a', 'na', 'nan', 'none', 'nil', '-', '--', '?', '.', '#n/a', 'missing', 'unknown') THEN 1 END) AS c0_placeholders",
    ]);
  });

  it('does without regular expressions on SQL Server', () => {
    const [numbers, wholes, placeholders] = textNumberAggregates('mssql', 'v', alias);
    expect(numbers).toBe(
      "COUNT(CASE WHEN (TRY_CONVERT(FLOAT, v) IS NOT NULL AND v NOT LIKE '%[^ 0-9.-]%' AND LTRIM(v) NOT LIKE '0[0-9]%' AND LTRIM(v) NOT LIKE '-0[0-9]%' AND LTRIM(v) NOT LIKE '.%' AND LTRIM(v) NOT LIKE '-.%' AND RTRIM(v) NOT LIKE '%.') THEN 1 END) AS c0_numbers",
    );
    expect(wholes).toBe(
      "COUNT(CASE WHEN (TRY_CONVERT(BIGINT, v) IS NOT NULL AND v NOT LIKE '%[^ 0-9-]%' AND LTRIM(v) NOT LIKE '0[0-9]%' AND LTRIM(v) NOT LIKE '-0[0-9]%') THEN 1 END) AS c0_wholes",
    );
    expect(placeholders).toContain('LOWER(LTRIM(RTRIM(v))) IN (');
  });
});

describe('buildNumberTextStatsSql', () => {
  it('reads distinct, min and max as numbers (PostgreSQL)', () => {
    const number = `CASE WHEN NULLIF(CAST("mpg" AS TEXT), '') ~ '^ *-?(0|[1-9][0-9]{0,17})([.][0-9]+)? *$' THEN CAST(NULLIF(CAST("mpg" AS TEXT), '') AS NUMERIC) END`;
    expect(buildNumberTextStatsSql('postgres', '"t"', [{ name: 'mpg', type: 'decimal' }])).toBe(
      `SELECT COUNT(DISTINCT ${number}) AS "c0_distinct", CAST(MIN(${number}) AS TEXT) AS "c0_min", CAST(MAX(${number}) AS TEXT) AS "c0_max" FROM "t"`,
    );
  });

  it('writes SQL Server floats with all their digits', () => {
    const number = "TRY_CONVERT(FLOAT, NULLIF(CAST([mpg] AS NVARCHAR(4000)), ''))";
    expect(buildNumberTextStatsSql('mssql', '[t]', [{ name: 'mpg', type: 'decimal' }])).toBe(
      `SELECT COUNT(DISTINCT ${number}) AS [c0_distinct], CONVERT(NVARCHAR(40), MIN(${number}), 3) AS [c0_min], CONVERT(NVARCHAR(40), MAX(${number}), 3) AS [c0_max] FROM [t]`,
    );
  });
});

describe('dictionaries and relationships of numbers stored as text', () => {
  it('lists each number once, placeholders left out', () => {
    const number = `CASE WHEN NULLIF(CAST("rating" AS TEXT), '') ~ '^ *-?(0|[1-9][0-9]{0,17}) *$' THEN CAST(NULLIF(CAST("rating" AS TEXT), '') AS BIGINT) END`;
    const column = { name: 'rating', type: 'integer' as const, nativeType: 'text' };
    expect(buildDictionarySql('postgres', '"t"', column)).toBe(
      `SELECT CAST(${number} AS TEXT) AS "value", COUNT(*) AS "count" FROM "t" WHERE ${number} IS NOT NULL GROUP BY CAST(${number} AS TEXT) ORDER BY COUNT(*) DESC, CAST(${number} AS TEXT) LIMIT 100`,
    );
  });

  it('compares a text reference with an integer key as text', () => {
    const key = { role: 'identifier' as const, type: 'integer' as const };
    const sql = buildOverlapSql('postgres', {
      fromTable: { schema: null, name: 'cars' },
      fromColumn: { ...key, name: 'owner_id', nativeType: 'varchar(12)', isUnique: false },
      toTable: { schema: null, name: 'owners' },
      toColumn: { ...key, name: 'id', nativeType: 'integer', isUnique: true },
    });
    expect(sql).toBe(
      `SELECT COUNT(*) AS total, COUNT(k.v) AS matched FROM (SELECT DISTINCT CAST("owner_id" AS TEXT) AS v FROM "cars" WHERE "owner_id" IS NOT NULL AND CAST("owner_id" AS TEXT) <> '' LIMIT 10000) AS r ` +
        `LEFT JOIN (SELECT DISTINCT CAST("id" AS TEXT) AS v FROM "owners" WHERE "id" IS NOT NULL) AS k ON r.v = k.v`,
    );
  });
});
