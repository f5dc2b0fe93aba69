import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector } from '../types';
import { createDuckDbConnector, ROWS_PER_ROW_GROUP, threadsForRows } from './duckdb-connector';

const SLOW_SQL = 'SELECT count(*) FROM range(100000000000) a WHERE a.range % 7 = 3';

let dir: string;
let databasePath: string;
let connector: Connector;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'duckdb-connector-'));
  databasePath = join(dir, 'source.duckdb');
  const instance = await DuckDBInstance.create(databasePath);
  const connection = await instance.connect();
  await connection.run(`
    CREATE TABLE regions (id INTEGER PRIMARY KEY, name VARCHAR NOT NULL);
    CREATE TABLE sales (
      id BIGINT, region_id INTEGER REFERENCES regions(id), sold_on DATE, sold_at TIMESTAMP,
      amount DECIMAL(10, 2), ratio DOUBLE, paid BOOLEAN, note VARCHAR, big HUGEINT);
    INSERT INTO regions VALUES (1, 'North'), (2, 'South');
    INSERT INTO sales SELECT range, 1 + range % 2, DATE '2024-01-01' + range::INTEGER,
      TIMESTAMP '2024-01-01 08:30:00' + INTERVAL (range) HOUR, range * 1.25, range / 4,
      range % 2 = 0, 'n' || range, 9007199254740993 + range FROM range(25);
  `);
  connection.closeSync();
  instance.closeSync();
  connector = createDuckDbConnector(databasePath);
});

afterAll(async () => {
  await connector.close();
  rmSync(dir, { recursive: true, force: true });
});

const options = { maxRows: 100, timeoutMs: 5_000 };

describe('createDuckDbConnector', () => {
  it('lists schemas and tables of the main schema', async () => {
    await connector.testConnection();
    expect(await connector.listSchemas()).toContain('main');
    expect(await connector.listTables()).toEqual([
      { schema: 'main', name: 'regions' },
      { schema: 'main', name: 'sales' },
    ]);
  });

  it('describes a table with mapped types, keys and an exact row count', async () => {
    const description = await connector.describeTable({ schema: 'main', name: 'sales' });
    expect(description.rowCount).toBe(25);
    expect(description.columns.map((column) => [column.name, column.type])).toEqual([
      ['id', 'integer'],
      ['region_id', 'integer'],
      ['sold_on', 'date'],
      ['sold_at', 'timestamp'],
      ['amount', 'decimal'],
      ['ratio', 'decimal'],
      ['paid', 'boolean'],
      ['note', 'text'],
      ['big', 'integer'],
    ]);
    expect(description.foreignKeys).toEqual([
      {
        columns: ['region_id'],
        references: { schema: 'main', name: 'regions' },
        referencedColumns: ['id'],
      },
    ]);
    const regions = await connector.describeTable({ schema: null, name: 'regions' });
    expect(regions.primaryKey).toEqual(['id']);
    expect(regions.columns[1]).toMatchObject({
      name: 'name',
      nativeType: 'VARCHAR',
      nullable: false,
    });
  });

  it('previews rows as JSON-safe values', async () => {
    const result = await connector.previewRows(
      { schema: 'main', name: 'sales' },
      { limit: 2, offset: 1 },
    );
    expect(result.truncated).toBe(false);
    expect(result.rows).toEqual([
      [1, 2, '2024-01-02', '2024-01-01T09:30:00', 1.25, 0.25, false, 'n1', '9007199254740994'],
      [2, 1, '2024-01-03', '2024-01-01T10:30:00', 2.5, 0.5, true, 'n2', '9007199254740995'],
    ]);
    expect(JSON.parse(JSON.stringify(result.rows))).toEqual(result.rows);
  });

  it('binds $n parameters and caps rows, flagging truncation', async () => {
    const sql = 'SELECT id, note FROM sales WHERE sold_on >= $1 AND paid = $2 ORDER BY id';
    const result = await connector.query(sql, ['2024-01-05', true], { ...options, maxRows: 3 });
    expect(result.columns).toEqual([
      { name: 'id', type: 'integer' },
      { name: 'note', type: 'text' },
    ]);
    expect(result.rows).toEqual([
      [4, 'n4'],
      [6, 'n6'],
      [8, 'n8'],
    ]);
    expect(result.truncated).toBe(true);
    const exact = await connector.query('SELECT id FROM sales LIMIT 3', [], {
      ...options,
      maxRows: 3,
    });
    expect(exact.truncated).toBe(false);
  });

  it('refuses writes at the database', async () => {
    await expect(
      connector.query("INSERT INTO regions VALUES (3, 'x')", [], options),
    ).rejects.toMatchObject({
      code: 'READ_ONLY_VIOLATION',
    });
    await expect(connector.query('DROP TABLE sales', [], options)).rejects.toMatchObject({
      code: 'READ_ONLY_VIOLATION',
    });
  });

  it('cannot read files, attach databases or re-enable external access', async () => {
    for (const sql of [
      "SELECT * FROM read_csv('/etc/passwd')",
      "SELECT * FROM read_text('/etc/hostname')",
      `ATTACH '${join(dir, 'other.duckdb')}'`,
      `COPY sales TO '${join(dir, 'out.csv')}'`,
      'SET enable_external_access = true',
      'INSTALL httpfs',
    ]) {
      const error = await connector.query(sql, [], options).catch((caught: unknown) => caught);
      expect(error, sql).toMatchObject({ name: 'ConnectorError' });
      expect(String((error as Error).message)).not.toContain('/etc');
    }
  });

  it('interrupts a statement at its timeout', async () => {
    const started = Date.now();
    await expect(
      connector.query(SLOW_SQL, [], { maxRows: 10, timeoutMs: 200 }),
    ).rejects.toMatchObject({
      code: 'QUERY_TIMEOUT',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('interrupts a statement when aborted', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await expect(
      connector.query(SLOW_SQL, [], { maxRows: 10, timeoutMs: 30_000, signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'QUERY_CANCELLED' });
    const aborted = AbortSignal.abort();
    await expect(
      connector.query('SELECT 1', [], { ...options, signal: aborted }),
    ).rejects.toMatchObject({
      code: 'QUERY_CANCELLED',
    });
  });

  it('reports a bad query as QUERY_FAILED', async () => {
    await expect(connector.query('SELECT nope FROM sales', [], options)).rejects.toMatchObject({
      code: 'QUERY_FAILED',
    });
  });

  it('reports a missing database file as DATABASE_NOT_FOUND', async () => {
    const missing = createDuckDbConnector(join(dir, 'missing.duckdb'));
    await expect(missing.testConnection()).rejects.toMatchObject({ code: 'DATABASE_NOT_FOUND' });
    await missing.close();
  });

  it('serves two readers of the same file side by side', async () => {
    const second = createDuckDbConnector(databasePath);
    const [a, b] = await Promise.all([
      connector.query('SELECT count(*) AS n FROM sales', [], options),
      second.query('SELECT count(*) AS n FROM regions', [], options),
    ]);
    expect(a.rows).toEqual([[25]]);
    expect(b.rows).toEqual([[2]]);
    await second.close();
    await expect(second.testConnection()).rejects.toMatchObject({ name: 'ConnectorError' });
  });

  it('gives queries as many threads as the largest table has row groups, up to the bound', async () => {
    const bigPath = join(dir, 'big.duckdb');
    const instance = await DuckDBInstance.create(bigPath);
    const connection = await instance.connect();
    await connection.run(
      `CREATE TABLE wide AS SELECT range AS id FROM range(${ROWS_PER_ROW_GROUP * 3})`,
    );
    connection.closeSync();
    instance.closeSync();
    const threadsOf = async (path: string, most?: number) => {
      const opened = createDuckDbConnector(path, most === undefined ? {} : { threads: most });
      try {
        const result = await opened.query("SELECT current_setting('threads') AS t", [], options);
        return Number(result.rows[0]?.[0]);
      } finally {
        await opened.close();
      }
    };
    expect(await threadsOf(databasePath)).toBe(1);
    expect(await threadsOf(bigPath)).toBe(2);
    expect(await threadsOf(bigPath, 4)).toBe(3);
    expect(await threadsOf(bigPath, 1)).toBe(1);
    expect([threadsForRows(0, 2), threadsForRows(ROWS_PER_ROW_GROUP + 1, 8)]).toEqual([1, 2]);
  });
});
