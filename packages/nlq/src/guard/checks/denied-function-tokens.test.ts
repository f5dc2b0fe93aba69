import { describe, expect, it } from 'vitest';
import { textContextFor } from '../test-context';
import { deniedFunctionTokens } from './denied-function-tokens';

describe('deniedFunctionTokens', () => {
  it.each([
    'SELECT pg_sleep(1)',
    'SELECT PG_CATALOG.PG_SLEEP(1)',
    'SELECT "pg_sleep"(1)',
    'SELECT pg_sleep /* c */ (1)',
    "SELECT upper((SELECT load_file('/etc/passwd')))",
    "SELECT * FROM read_csv_auto('x.csv')",
    'SELECT pg_catalog.upper(name) FROM t',
  ])('refuses %j', (sql) => {
    expect(deniedFunctionTokens(textContextFor(sql))).toMatchObject({ code: 'DENIED_FUNCTION' });
  });

  it('passes ordinary calls, a CTE named like a denied prefix, and names in literals', () => {
    const sql = "WITH read_log (a) AS (SELECT 1) SELECT upper('pg_sleep(1)'), a FROM read_log";
    expect(deniedFunctionTokens(textContextFor(sql))).toBeNull();
  });

  it('denies dialect-specific names only in that dialect', () => {
    expect(
      deniedFunctionTokens(textContextFor("SELECT secret('s', 'k')", 'databricks')),
    ).not.toBeNull();
    expect(deniedFunctionTokens(textContextFor("SELECT secret('s', 'k')", 'postgres'))).toBeNull();
  });
});
