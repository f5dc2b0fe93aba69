import { describe, expect, it } from 'vitest';
import { textContextFor } from '../test-context';
import { closedQuotes } from './closed-quotes';

describe('closedQuotes', () => {
  it.each(["SELECT 'a", 'SELECT "a', 'SELECT 1 /* a', 'SELECT $$a'])('refuses %j', (sql) => {
    expect(closedQuotes(textContextFor(sql))).toMatchObject({ code: 'UNPARSEABLE' });
  });

  it('passes closed literals and comments', () => {
    expect(closedQuotes(textContextFor("SELECT 'a' /* b */ -- c"))).toBeNull();
  });
});
