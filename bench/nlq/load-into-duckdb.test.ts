import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadIntoDuckDb } from './load-into-duckdb';
import { openSqlite, readSqliteTables } from './load-sqlite';
import { writeShopFolder } from './test-fixture';

let dir = '';

beforeAll(async () => {
  dir = await writeShopFolder();
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

async function readBack(path: string, sql: string) {
  const instance = await DuckDBInstance.create(path, { access_mode: 'READ_ONLY' });
  const connection = await instance.connect();
  try {
    return (await connection.runAndReadAll(sql)).getRowsJS();
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

describe('loadIntoDuckDb', () => {
  it("loads a value that is no date, such as MySQL's zero date, as NULL", async () => {
    const path = join(dir, 'zero-date.duckdb');
    const table = {
      name: 'visits',
      columns: [{ name: 'day', declaredType: 'date' }],
      rows: [['2020-01-02'], ['0000-00-00']],
    };
    await loadIntoDuckDb([table], path);
    const rows = await readBack(path, 'SELECT CAST("day" AS VARCHAR) FROM visits ORDER BY 1');
    expect(rows).toEqual([['2020-01-02'], [null]]);
  });

  it('copies every table with its names as SQLite has them and types from the values', async () => {
    const sqlite = await openSqlite(join(dir, 'database', 'shop', 'shop.sqlite'));
    const path = join(dir, 'shop.duckdb');
    const loaded = await loadIntoDuckDb(readSqliteTables(sqlite), path);
    sqlite.close();

    expect(loaded.map((table) => [table.name, table.rowCount])).toEqual([
      ['Customers', 3],
      ['orders', 3],
    ]);
    const types = await readBack(
      path,
      `SELECT table_name, column_name, data_type FROM information_schema.columns
       ORDER BY table_name, ordinal_position`,
    );
    expect(types).toEqual([
      ['Customers', 'Id', 'BIGINT'],
      ['Customers', 'Name', 'VARCHAR'],
      ['Customers', 'City', 'VARCHAR'],
      // '' in an int column: SQLite keeps it as text, so the column widens to VARCHAR.
      ['Customers', 'Age', 'VARCHAR'],
      ['orders', 'order_id', 'BIGINT'],
      ['orders', 'customer_id', 'BIGINT'],
      ['orders', 'amount', 'DOUBLE'],
      ['orders', 'placed', 'TIMESTAMP'],
    ]);
  });

  it('keeps the values, nulls and text included', async () => {
    const rows = await readBack(
      join(dir, 'shop.duckdb'),
      'SELECT "Age", amount, CAST(placed AS VARCHAR) FROM "Customers" JOIN orders ON "Id" = customer_id ORDER BY order_id',
    );
    expect(rows).toEqual([
      ['30', 12.5, '2024-01-05 10:00:00'],
      ['30', 7, '2024-02-01 09:30:00'],
      ['41', 20.25, '2024-02-03 18:45:00'],
    ]);
  });
});
