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
