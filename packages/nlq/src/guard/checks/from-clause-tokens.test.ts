import { describe, expect, it } from 'vitest';
import { textContextFor } from '../test-context';
import { fromClauseTokens } from './from-clause-tokens';

describe('fromClauseTokens', () => {
  it.each([
    ['duckdb', "SELECT * FROM 'data.csv'", 'DENIED_RELATION'],
    ['duckdb', "SELECT * FROM orders, 'data'", 'DENIED_RELATION'],
    ['duckdb', "SELECT * FROM a JOIN b ON a.id = b.id, 'data' d", 'DENIED_RELATION'],
    ['duckdb', "SELECT * FROM orders JOIN 's3://b/x.parquet' p ON true", 'DENIED_RELATION'],
    ['postgres', 'SELECT * FROM orders o, LATERAL my_func(o.id) f', 'DENIED_FUNCTION'],
    ['snowflake', "SELECT * FROM TABLE(my_udtf('x'))", 'DENIED_FUNCTION'],
    ['mssql', 'SELECT * FROM t CROSS APPLY dbo.items(t.id) i', 'DENIED_FUNCTION'],
  ] as const)('refuses in %s: %s', (dialect, sql, code) => {
    expect(fromClauseTokens(textContextFor(sql, dialect))).toMatchObject({ code });
  });

  it.each([
    ['postgres', "SELECT a, 'x' FROM t, generate_series(1, 3) g WHERE b IN ('y', 'z')"],
    ['postgres', 'SELECT * FROM t JOIN LATERAL (SELECT 1) x ON true'],
    ['snowflake', 'SELECT f.value FROM t, TABLE(FLATTEN(input => t.v)) f'],
    ['mssql', "SELECT * FROM t CROSS APPLY STRING_SPLIT(t.a, ',') s"],
  ] as const)('passes in %s: %s', (dialect, sql) => {
    expect(fromClauseTokens(textContextFor(sql, dialect))).toBeNull();
  });
});
