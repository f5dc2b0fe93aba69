import { describe, expect, it } from 'vitest';
import { textContextFor } from '../test-context';
import { executableComments } from './executable-comments';

describe('executableComments', () => {
  it.each([
    ['postgres', 'SELECT 1 /*!50000 , SLEEP(5) */'],
    ['mysql', '/*!40000 TRUNCATE TABLE t */ SELECT 1'],
    ['mysql', 'SELECT /*M! SLEEP(5) */ 1'],
    ['mysql', 'SELECT /*+ MAX_EXECUTION_TIME(0) */ 1'],
  ] as const)('refuses in %s: %s', (dialect, sql) => {
    expect(executableComments(textContextFor(sql, dialect))).toMatchObject({
      code: 'DENIED_CLAUSE',
    });
  });

  it('passes plain comments, literals that look like one, and Spark hints', () => {
    expect(executableComments(textContextFor("SELECT '/*!1*/' /* ok */", 'mysql'))).toBeNull();
    expect(
      executableComments(textContextFor('SELECT /*+ BROADCAST(t) */ 1', 'databricks')),
    ).toBeNull();
  });
});
