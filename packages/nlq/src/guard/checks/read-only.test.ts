import { describe, expect, it } from 'vitest';
import { treeContextFor } from '../test-context';
import { readOnly } from './read-only';

describe('readOnly', () => {
  it.each([
    ['postgres', 'DELETE FROM t', 'NOT_READ_ONLY'],
    ['postgres', 'CALL p()', 'NOT_READ_ONLY'],
    ['mysql', 'REPLACE INTO t VALUES (1)', 'NOT_READ_ONLY'],
    ['postgres', 'SELECT * INTO t2 FROM t', 'DENIED_CLAUSE'],
    ['mysql', "SELECT * FROM t INTO OUTFILE '/tmp/x'", 'DENIED_CLAUSE'],
    ['mysql', 'SELECT * FROM t FOR UPDATE', 'DENIED_CLAUSE'],
    ['mysql', 'SELECT (SELECT a FROM t LOCK IN SHARE MODE) AS x', 'DENIED_CLAUSE'],
    ['mssql', 'SELECT * FROM t WITH (UPDLOCK)', 'DENIED_CLAUSE'],
  ] as const)('refuses in %s: %s', (dialect, sql, code) => {
    expect(readOnly(treeContextFor(sql, dialect))).toMatchObject({ code });
  });

  it('passes reads with subqueries, CTEs, unions and NOLOCK', () => {
    const sql = `WITH a AS (SELECT 1 AS x) SELECT x FROM a WHERE x IN (SELECT 1)
UNION ALL SELECT 2`;
    expect(readOnly(treeContextFor(sql))).toBeNull();
    expect(readOnly(treeContextFor('SELECT * FROM t WITH (NOLOCK)', 'mssql'))).toBeNull();
  });
});
