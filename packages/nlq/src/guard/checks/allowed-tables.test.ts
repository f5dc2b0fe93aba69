import { describe, expect, it } from 'vitest';
import { treeContextFor } from '../test-context';
import { allowedTables } from './allowed-tables';

const list = [
  { schema: 'public', name: 'orders' },
  { schema: 'public', name: 'Customers' },
];
const check = (sql: string) =>
  allowedTables(treeContextFor(sql, 'postgres', { allowedTables: list }));

describe('allowedTables', () => {
  it('passes listed tables, case-insensitively, with or without their schema', () => {
    expect(
      check('SELECT * FROM orders o JOIN PUBLIC.customers c ON c.id = o.customer_id'),
    ).toBeNull();
  });

  it('passes CTE names and refuses a real table hidden behind one', () => {
    expect(check('WITH x AS (SELECT * FROM orders) SELECT * FROM x')).toBeNull();
    const hidden = 'WITH secrets AS (SELECT * FROM secrets) SELECT * FROM secrets';
    expect(check(hidden)).toMatchObject({ code: 'NOT_ALLOWED_TABLE' });
  });

  it.each([
    'SELECT * FROM secrets',
    'SELECT * FROM other.orders',
    'SELECT * FROM orders WHERE id IN (SELECT order_id FROM refunds)',
    'SELECT * FROM orders, (WITH secrets AS (SELECT 1 AS a) SELECT a FROM secrets) s, secrets',
  ])('refuses %j', (sql) => {
    expect(check(sql)).toMatchObject({ code: 'NOT_ALLOWED_TABLE' });
  });

  it('reads parenthesised MySQL table lists', () => {
    const mysql = (sql: string) =>
      allowedTables(treeContextFor(sql, 'mysql', { allowedTables: list }));
    expect(mysql('SELECT * FROM (orders, secrets)')).toMatchObject({ code: 'NOT_ALLOWED_TABLE' });
    expect(mysql('SELECT * FROM (orders)')).toBeNull();
  });

  it('does nothing without an allowed list', () => {
    expect(allowedTables(treeContextFor('SELECT * FROM anything'))).toBeNull();
  });
});
