import { describe, expect, it } from 'vitest';
import { treeContextFor } from '../test-context';
import { collectRelations } from './collect-relations';

const relations = (sql: string, dialect: 'postgres' | 'mssql' = 'postgres') => {
  const { ast } = treeContextFor(sql, dialect);
  return collectRelations(ast, dialect).map(
    (r) => `${r.parts.join('.')}${r.isCte ? ' (cte)' : ''}`,
  );
};

describe('collectRelations', () => {
  it('lists relations in joins and subqueries with their schemas', () => {
    const sql = 'SELECT * FROM s.a JOIN b ON true WHERE x IN (SELECT y FROM c)';
    expect(relations(sql).sort()).toEqual(['b', 'c', 's.a']);
  });

  it('resolves CTE names where they are visible', () => {
    expect(relations('WITH x AS (SELECT 1 FROM t) SELECT * FROM x').sort()).toEqual([
      't',
      'x (cte)',
    ]);
  });

  it('keeps a same-named table inside a non-recursive CTE body as a real table', () => {
    const sql = 'WITH orders AS (SELECT * FROM orders) SELECT * FROM orders';
    expect(relations(sql).sort()).toEqual(['orders', 'orders (cte)']);
  });

  it('does not let a CTE of a subquery hide a table outside it', () => {
    const sql = 'SELECT * FROM secret, (WITH secret AS (SELECT 1 AS a) SELECT a FROM secret) s';
    expect(relations(sql)).toContain('secret');
  });

  it('treats self references of recursive CTEs as the CTE', () => {
    const pg = 'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT * FROM r';
    expect(relations(pg)).toEqual(['r (cte)', 'r (cte)']);
    const tsql = 'WITH r AS (SELECT 1 AS n UNION ALL SELECT n + 1 FROM r) SELECT * FROM r';
    expect(relations(tsql, 'mssql')).toEqual(['r (cte)', 'r (cte)']);
  });
});
