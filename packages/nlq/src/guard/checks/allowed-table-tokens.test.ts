import { describe, expect, it } from 'vitest';
import { textContextFor } from '../test-context';
import { allowedTableTokens } from './allowed-table-tokens';

const allowedTables = [{ schema: 'public', name: 'orders' }];
const check = (sql: string) =>
  allowedTableTokens(textContextFor(sql, 'postgres', { allowedTables }));

describe('allowedTableTokens', () => {
  it('refuses a name after FROM or JOIN outside the list', () => {
    expect(check('SELECT * FROM orders JOIN secrets ON true')).toMatchObject({
      code: 'NOT_ALLOWED_TABLE',
    });
    expect(check('SELECT * FROM LATERAL other.orders')).not.toBeNull();
  });

  it('passes allowed tables, CTE names and calls', () => {
    const sql = 'WITH x AS (SELECT * FROM public.orders) SELECT * FROM x JOIN unnest(a) u ON true';
    expect(check(sql)).toBeNull();
  });

  it('does nothing without an allowed list', () => {
    expect(allowedTableTokens(textContextFor('SELECT * FROM anything'))).toBeNull();
  });
});
