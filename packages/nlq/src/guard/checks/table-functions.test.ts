import { describe, expect, it } from 'vitest';
import { treeContextFor } from '../test-context';
import { tableFunctions } from './table-functions';

describe('tableFunctions', () => {
  it.each([
    ['postgres', 'SELECT * FROM my_function(1)'],
    ['duckdb', "SELECT * FROM some_reader('s3://x')"],
    ['snowflake', 'SELECT * FROM TABLE(my_udtf(1))'],
    ['mssql', 'SELECT * FROM t CROSS APPLY dbo.fn_items(t.id) i'],
  ] as const)('refuses in %s: %s', (dialect, sql) => {
    expect(tableFunctions(treeContextFor(sql, dialect))).toMatchObject({ code: 'DENIED_FUNCTION' });
  });

  it.each([
    ['postgres', 'SELECT * FROM generate_series(1, 3) g'],
    ['duckdb', 'SELECT * FROM range(3)'],
    ['snowflake', 'SELECT f.value FROM t, TABLE(FLATTEN(input => t.v)) f'],
    ['mssql', "SELECT s.value FROM t CROSS APPLY STRING_SPLIT(t.a, ',') s"],
    ['bigquery', "SELECT d FROM UNNEST(GENERATE_DATE_ARRAY('2024-01-01', '2024-01-31')) AS d"],
  ] as const)('passes the row generator in %s: %s', (dialect, sql) => {
    expect(tableFunctions(treeContextFor(sql, dialect))).toBeNull();
  });
});
