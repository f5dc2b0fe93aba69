import { describe, expect, it } from 'vitest';
import { treeContextFor } from '../test-context';
import { deniedRelations } from './denied-relations';

describe('deniedRelations', () => {
  it.each([
    ['postgres', 'SELECT * FROM "PG_CATALOG"."PG_AUTHID"'],
    ['postgres', 'SELECT * FROM orders WHERE id IN (SELECT usesysid FROM pg_user)'],
    ['postgres', 'WITH x AS (SELECT * FROM information_schema.tables) SELECT * FROM x'],
    ['mysql', 'SELECT * FROM `mysql`.`user`'],
    ['mssql', 'SELECT * FROM [sys].[objects]'],
    ['snowflake', 'SELECT * FROM snowflake.account_usage.query_history'],
    ['bigquery', 'SELECT * FROM `region-us`.INFORMATION_SCHEMA.JOBS'],
    ['duckdb', "SELECT * FROM 'data.parquet'"],
    ['duckdb', 'SELECT * FROM "data.csv"'],
    ['databricks', 'SELECT * FROM parquet.`/tmp/x`'],
    ['snowflake', 'SELECT $1 FROM @stage'],
  ] as const)('refuses in %s: %s', (dialect, sql) => {
    expect(deniedRelations(treeContextFor(sql, dialect))).toMatchObject({
      code: 'DENIED_RELATION',
    });
  });

  it('passes customer tables, including BigQuery wildcard tables', () => {
    expect(
      deniedRelations(treeContextFor('SELECT * FROM public.orders o JOIN customers c ON true')),
    ).toBeNull();
    const wildcard = 'SELECT * FROM `p.analytics.events_*`';
    expect(deniedRelations(treeContextFor(wildcard, 'bigquery'))).toBeNull();
  });
});
