import { describe, expect, it } from 'vitest';
import { textContextFor } from '../test-context';
import { singleStatement } from './single-statement';

describe('singleStatement', () => {
  it.each([
    ['postgres', 'SELECT 1; DROP TABLE t'],
    ['postgres', "SELECT 'a\\'; DROP TABLE t; -- '"],
    ['mysql', "SELECT 'a\\'; DROP TABLE t; -- '"],
    ['postgres', 'SELECT 1 /* /* */ ; DROP TABLE t; /* */'],
    ['mysql', 'SELECT 1 --1; DROP TABLE t'],
    ['postgres', 'SELECT 1;;'],
  ] as const)('refuses in %s: %s', (dialect, sql) => {
    expect(singleStatement(textContextFor(sql, dialect))).toMatchObject({
      code: 'MULTIPLE_STATEMENTS',
    });
  });

  it('passes a trailing semicolon with a comment and semicolons inside literals', () => {
    expect(singleStatement(textContextFor('SELECT 1; -- done'))).toBeNull();
    expect(singleStatement(textContextFor("SELECT ';' AS a, $$;$$ AS b;"))).toBeNull();
  });
});
