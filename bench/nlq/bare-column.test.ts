import { DuckDBInstance } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { wrapBareColumn } from './bare-column';

const bareError = (column: string, excerpt: string, caret: number) =>
  [
    `Binder Error: column "${column}" must appear in the GROUP BY clause or must be part of an aggregate function.`,
    `Either add it to the GROUP BY list, or use "ANY_VALUE(${column})" if the exact value of "${column}" is not important.`,
    '',
    `LINE 1: ${excerpt}`,
    `${' '.repeat('LINE 1: '.length + caret)}^`,
  ].join('\n');

describe('wrapBareColumn', () => {
  it('wraps the qualified column DuckDB points at in any_value', () => {
    const sql =
      'SELECT T2.name, count(*) FROM t AS T1 JOIN u AS T2 ON T1.id = T2.id GROUP BY T2.id';
    expect(wrapBareColumn(sql, bareError('name', sql, 7))).toBe(
      'SELECT any_value(T2.name), count(*) FROM t AS T1 JOIN u AS T2 ON T1.id = T2.id GROUP BY T2.id',
    );
  });

  it('finds the position when DuckDB shows only a window of a long line', () => {
    const sql = 'SELECT a, count(*) FROM t WHERE b > 1 GROUP BY c ORDER BY x, name DESC';
    const core = 'GROUP BY c ORDER BY x, name';
    const caret = '...'.length + core.indexOf('name');
    expect(wrapBareColumn(sql, bareError('name', `...${core}...`, caret))).toBe(
      'SELECT a, count(*) FROM t WHERE b > 1 GROUP BY c ORDER BY x, any_value(name) DESC',
    );
  });

  it('returns null for other errors', () => {
    expect(wrapBareColumn('SELECT 1', 'Parser Error: syntax error at or near "WHERE"')).toBeNull();
  });
});

describe('wrapBareColumn on DuckDB’s own error', () => {
  it('turns a query DuckDB refuses into one it runs', async () => {
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    await connection.run(
      'CREATE TABLE ship (id BIGINT, name VARCHAR); INSERT INTO ship VALUES (1, $$Mary$$)',
    );
    const sql =
      'SELECT T2.id, T2.name FROM ship AS T2 GROUP BY T2.id ORDER BY count(*) DESC LIMIT 1';
    const error = await connection.run(sql).then(
      () => '',
      (caught: Error) => caught.message,
    );
    const fixed = wrapBareColumn(sql, error);
    expect(fixed).toBe(
      'SELECT T2.id, any_value(T2.name) FROM ship AS T2 GROUP BY T2.id ORDER BY count(*) DESC LIMIT 1',
    );
    const rows = (await connection.runAndReadAll(fixed ?? '')).getRowsJS();
    connection.closeSync();
    instance.closeSync();
    expect(rows).toEqual([[1n, 'Mary']]);
  });
});
