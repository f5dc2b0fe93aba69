import { describe, expect, it } from 'vitest';
import { textContextFor } from '../test-context';
import { deniedKeywords } from './denied-keywords';

describe('deniedKeywords', () => {
  it.each([
    ['postgres', 'WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d', 'NOT_READ_ONLY'],
    ['mssql', 'SELECT 1 EXEC xp_cmdshell', 'NOT_READ_ONLY'],
    ['mssql', 'SELECT 1 SET NOCOUNT ON', 'NOT_READ_ONLY'],
    ['mssql', 'SELECT INSERT(a, 1, 1, b) FROM t', 'NOT_READ_ONLY'],
    ['postgres', 'SELECT * INTO t2 FROM t', 'DENIED_CLAUSE'],
    ['mysql', 'SELECT * FROM t LOCK IN SHARE MODE', 'DENIED_CLAUSE'],
    ['postgres', 'SELECT * FROM t FOR KEY SHARE', 'DENIED_CLAUSE'],
    ['mssql', 'SELECT * FROM t WITH (UPDLOCK)', 'DENIED_CLAUSE'],
  ] as const)('refuses in %s: %s', (dialect, sql, code) => {
    expect(deniedKeywords(textContextFor(sql, dialect))).toMatchObject({ code });
  });

  it('passes MySQL string functions, qualified columns, quoted names and SHARE as a name', () => {
    const sql = 'SELECT INSERT(a, 1, 1, b), TRUNCATE(x, 1), t.update, "delete", share FROM t';
    expect(deniedKeywords(textContextFor(sql, 'mysql'))).toBeNull();
  });
});
