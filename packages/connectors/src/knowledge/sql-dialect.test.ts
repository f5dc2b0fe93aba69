import type { Dialect } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { buildOverlapSql } from './relationship-check';
import { castToText, quoteIdentifier, quoteTable, tableSource } from './sql-dialect';
import { buildDictionarySql, buildStatsSql } from './stats-sql';

const table = { schema: 'sales', name: 'order items' };

describe('quoting', () => {
  it.each<[Dialect, string, string]>([
    ['duckdb', '"we""ird"', '"sales"."order items"'],
    ['postgres', '"we""ird"', '"sales"."order items"'],
    ['snowflake', '"we""ird"', '"sales"."order items"'],
    ['mysql', '`we"ird`', '`sales`.`order items`'],
    ['databricks', '`we"ird`', '`sales`.`order items`'],
    ['bigquery', '`we"ird`', '`sales`.`order items`'],
    ['mssql', '[we"ird]', '[sales].[order items]'],
  ])('%s', (dialect, identifier, qualified) => {
    expect(quoteIdentifier(dialect, 'we"ird')).toBe(identifier);
    expect(quoteTable(dialect, table)).toBe(qualified);
  });

  it('escapes the closing quote of each dialect', () => {
    expect(quoteIdentifier('mysql', 'a`b')).toBe('`a``b`');
    expect(quoteIdentifier('databricks', 'a`b')).toBe('`a``b`');
    expect(quoteIdentifier('bigquery', 'a`b\\')).toBe('`a\\`b\\\\`');
    expect(quoteIdentifier('mssql', 'a]b')).toBe('[a]]b]');
    expect(quoteTable('duckdb', { schema: null, name: 't' })).toBe('"t"');
  });
});

describe('castToText', () => {
  it.each<[Dialect, string]>([
    ['duckdb', 'CAST(x AS VARCHAR)'],
    ['postgres', 'CAST(x AS TEXT)'],
    ['mysql', 'CAST(x AS CHAR)'],
    ['mssql', 'CAST(x AS NVARCHAR(4000))'],
    ['snowflake', 'CAST(x AS VARCHAR)'],
    ['bigquery', 'CAST(x AS STRING)'],
    ['databricks', 'CAST(x AS STRING)'],
  ])('%s', (dialect, sql) => {
    expect(castToText(dialect, 'x')).toBe(sql);
  });

  it('writes SQL Server dates in ISO form', () => {
    expect(castToText('mssql', 'x', 'timestamp')).toBe('CONVERT(NVARCHAR(33), x, 126)');
  });
});

describe('tableSource sampling', () => {
  const sample = (method: 'tablesample' | 'limit') => ({
    method,
    rowCount: 50_000_000,
    sampleRows: 1_000_000,
  });

  it.each<[Dialect, string]>([
    ['duckdb', '"sales"."order items" TABLESAMPLE SYSTEM (2 PERCENT)'],
    ['postgres', '"sales"."order items" TABLESAMPLE SYSTEM (2)'],
    ['mssql', '[sales].[order items] TABLESAMPLE SYSTEM (2 PERCENT)'],
    ['bigquery', '`sales`.`order items` TABLESAMPLE SYSTEM (2 PERCENT)'],
    ['databricks', '`sales`.`order items` TABLESAMPLE (2 PERCENT)'],
    ['snowflake', '"sales"."order items" TABLESAMPLE (1000000 ROWS)'],
    ['mysql', '(SELECT * FROM `sales`.`order items` LIMIT 1000000) AS sampled'],
  ])('%s by TABLESAMPLE', (dialect, sql) => {
    expect(tableSource(dialect, table, sample('tablesample'))).toBe(sql);
  });

  it('falls back to a LIMIT or TOP subquery', () => {
    expect(tableSource('postgres', table, sample('limit'))).toBe(
      '(SELECT * FROM "sales"."order items" LIMIT 1000000) AS sampled',
    );
    expect(tableSource('mssql', table, sample('limit'))).toBe(
      '(SELECT TOP 1000000 * FROM [sales].[order items]) AS sampled',
    );
  });
});

describe('stats SQL', () => {
  const columns = [
    { name: 'region', nativeType: 'VARCHAR', type: 'text' as const, nullable: true },
    { name: 'amount', nativeType: 'DOUBLE', type: 'decimal' as const, nullable: true },
    { name: 'paid', nativeType: 'BOOLEAN', type: 'boolean' as const, nullable: true },
  ];

  it('is one aggregate query with counts, distinct, min and max per column, and numbers in text', () => {
    expect(buildStatsSql('postgres', '"t"', columns)).toBe(
      'SELECT COUNT(*) AS "row_count", ' +
        `COUNT(NULLIF(CAST("region" AS TEXT), '')) AS "c0_filled", COUNT(DISTINCT NULLIF(CAST("region" AS TEXT), '')) AS "c0_distinct", ` +
        `CAST(MIN(NULLIF(CAST("region" AS TEXT), '')) AS TEXT) AS "c0_min", CAST(MAX(NULLIF(CAST("region" AS TEXT), '')) AS TEXT) AS "c0_max", ` +
        `COUNT(CASE WHEN NULLIF(CAST("region" AS TEXT), '') ~ '^ *-?(0|[1-9][0-9]{0,17})([.][0-9]+)? *$' THEN 1 END) AS "c0_numbers", ` +
        `COUNT(CASE WHEN NULLIF(CAST("region" AS TEXT), '') ~ '^ *-?(0|[1-9][0-9]{0,17}) *$' THEN 1 END) AS "c0_wholes", ` +
        `COUNT(CASE WHEN LOWER(TRIM(NULLIF(CAST("region" AS TEXT), ''))) IN ('', 'null', 'n/a', 'na', 'nan', 'none', 'nil', '-', '--', '?', '.', '#n/a', 'missing', 'unknown') THEN 1 END) AS "c0_placeholders", ` +
        'COUNT("amount") AS "c1_filled", COUNT(DISTINCT "amount") AS "c1_distinct", ' +
        'CAST(MIN("amount") AS TEXT) AS "c1_min", CAST(MAX("amount") AS TEXT) AS "c1_max", ' +
        'COUNT("paid") AS "c2_filled", COUNT(DISTINCT "paid") AS "c2_distinct", NULL AS "c2_min", NULL AS "c2_max" ' +
        'FROM "t"',
    );
  });

  it('quotes and casts for each dialect', () => {
    expect(buildStatsSql('mssql', '[t]', columns.slice(1, 2))).toBe(
      'SELECT COUNT(*) AS [row_count], COUNT([amount]) AS [c0_filled], COUNT(DISTINCT [amount]) AS [c0_distinct], ' +
        'CAST(MIN([amount]) AS NVARCHAR(4000)) AS [c0_min], CAST(MAX([amount]) AS NVARCHAR(4000)) AS [c0_max] FROM [t]',
    );
    expect(buildStatsSql('mysql', '`t`', columns.slice(1, 2))).toContain(
      'CAST(MIN(`amount`) AS CHAR) AS `c0_min`',
    );
  });
});

describe('dictionary SQL', () => {
  const region = { name: 'region', type: 'text' as const };

  it.each<[Dialect, string]>([
    [
      'duckdb',
      `SELECT CAST("region" AS VARCHAR) AS "value", COUNT(*) AS "count" FROM "t" WHERE "region" IS NOT NULL AND CAST("region" AS VARCHAR) <> '' GROUP BY CAST("region" AS VARCHAR) ORDER BY COUNT(*) DESC, CAST("region" AS VARCHAR) LIMIT 100`,
    ],
    [
      'mssql',
      `SELECT TOP 100 CAST([region] AS NVARCHAR(4000)) AS [value], COUNT(*) AS [count] FROM [t] WHERE [region] IS NOT NULL AND CAST([region] AS NVARCHAR(4000)) <> '' GROUP BY CAST([region] AS NVARCHAR(4000)) ORDER BY COUNT(*) DESC, CAST([region] AS NVARCHAR(4000))`,
    ],
    [
      'bigquery',
      "SELECT CAST(`region` AS STRING) AS `value`, COUNT(*) AS `count` FROM `t` WHERE `region` IS NOT NULL AND CAST(`region` AS STRING) <> '' GROUP BY CAST(`region` AS STRING) ORDER BY COUNT(*) DESC, CAST(`region` AS STRING) LIMIT 100",
    ],
  ])('%s', (dialect, sql) => {
    const source = quoteIdentifier(dialect, 't');
    expect(buildDictionarySql(dialect, source, region)).toBe(sql);
  });

  it('keeps empty strings only out of text columns', () => {
    expect(buildDictionarySql('postgres', '"t"', { name: 'stars', type: 'integer' })).not.toContain(
      "<> ''",
    );
  });
});

describe('overlap SQL', () => {
  const candidate = {
    fromTable: { schema: null, name: 'orders' },
    fromColumn: {
      name: 'customer_id',
      type: 'integer' as const,
      role: 'identifier' as const,
      isUnique: false,
    },
    toTable: { schema: null, name: 'customers' },
    toColumn: { name: 'id', type: 'integer' as const, role: 'identifier' as const, isUnique: true },
  };

  it('counts distinct referring values and those found in the key', () => {
    expect(buildOverlapSql('duckdb', candidate)).toBe(
      'SELECT COUNT(*) AS total, COUNT(k.v) AS matched FROM (SELECT DISTINCT "customer_id" AS v FROM "orders" WHERE "customer_id" IS NOT NULL LIMIT 10000) AS r ' +
        'LEFT JOIN (SELECT DISTINCT "id" AS v FROM "customers" WHERE "id" IS NOT NULL) AS k ON r.v = k.v',
    );
  });

  it('uses TOP on SQL Server', () => {
    expect(buildOverlapSql('mssql', candidate)).toContain(
      '(SELECT DISTINCT TOP 10000 [customer_id] AS v FROM [orders] WHERE [customer_id] IS NOT NULL) AS r',
    );
  });
});
