import { describe, expect, it } from 'vitest';
import { textContextFor } from '../test-context';
import { rootKeyword } from './root-keyword';

describe('rootKeyword', () => {
  it.each(['VALUES (1)', 'SHOW TABLES', 'EXPLAIN SELECT 1', 'CALL p()', 'COPY t TO STDOUT'])(
    'refuses %j',
    (sql) => {
      expect(rootKeyword(textContextFor(sql))).toMatchObject({ code: 'NOT_READ_ONLY' });
    },
  );

  it('passes SELECT, WITH and a parenthesised select', () => {
    for (const sql of ['select 1', 'WITH a AS (SELECT 1) SELECT * FROM a', '(SELECT 1)']) {
      expect(rootKeyword(textContextFor(sql))).toBeNull();
    }
  });
});
