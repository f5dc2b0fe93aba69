import { describe, expect, it } from 'vitest';
import { treeContextFor } from '../test-context';
import { deniedFunctions } from './denied-functions';

describe('deniedFunctions', () => {
  it.each([
    ['postgres', 'SELECT pg_catalog.pg_sleep(1)'],
    ['postgres', "SELECT COALESCE((SELECT pg_read_file('/etc/passwd')), 'x')"],
    ['mysql', 'SELECT id FROM t ORDER BY (SELECT SLEEP(1))'],
    ['mysql', "SELECT BENCHMARK(10, MD5('a'))"],
    ['duckdb', "SELECT * FROM read_parquet('x.parquet')"],
    ['snowflake', 'SELECT SYSTEM$WAIT(1)'],
    ['mssql', "SELECT * FROM OPENQUERY(linked, 'select 1')"],
  ] as const)('refuses in %s: %s', (dialect, sql) => {
    expect(deniedFunctions(treeContextFor(sql, dialect))).toMatchObject({
      code: 'DENIED_FUNCTION',
    });
  });

  it('passes ordinary functions and aggregates', () => {
    const sql = "SELECT upper(name), count(*), date_trunc('month', d) FROM t GROUP BY 1, 3";
    expect(deniedFunctions(treeContextFor(sql))).toBeNull();
  });
});
