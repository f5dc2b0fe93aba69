import type { MysqlConnection } from '@tabletalk/contracts';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorError } from '../types';
import { CONNECTOR_MESSAGES } from './errors';
import { createMysqlConnector } from './mysql';
import {
  LOCAL_MARIADB,
  LOOPBACK_POLICY,
  startListener,
  uniqueName,
  unusedPort,
} from './test-servers';

const database = uniqueName('tt_my');
const config: MysqlConnection = { ...LOCAL_MARIADB, database };
const connector = createMysqlConnector(config, LOOPBACK_POLICY);
const limits = { maxRows: 1000, timeoutMs: 5_000 };
let admin: mysql.Connection;

async function counterValue(): Promise<number> {
  const [rows] = await admin.query(`SELECT n FROM \`${database}\`.counter WHERE id = 1`);
  return (rows as { n: number }[])[0]?.n ?? -1;
}

/**
 * A sleep of about `seconds` whose text no other test's statement has: the server is shared with
 * the test files running beside this one, whose own sleeps must be neither counted nor killed.
 */
function sleepSql(seconds: number): string {
  return `SELECT SLEEP(${seconds}.${Math.floor(Math.random() * 1e6) + 1})`;
}

/** The ids of the connections running this test's sleep (`sql` from `sleepSql`). */
async function sleepingConnections(sql: string): Promise<number[]> {
  const [rows] = await admin.query(
    'SELECT ID AS id FROM information_schema.PROCESSLIST WHERE INSTR(INFO, ?) > 0 AND ID <> CONNECTION_ID()',
    [sql],
  );
  return (rows as { id: number }[]).map((row) => Number(row.id));
}

async function runningSleeps(sql: string): Promise<number> {
  return (await sleepingConnections(sql)).length;
}

async function failure(promise: Promise<unknown>): Promise<ConnectorError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConnectorError);
  return error as ConnectorError;
}

beforeAll(async () => {
  admin = await mysql.createConnection({
    host: '127.0.0.1',
    user: 'root',
    password: '',
    multipleStatements: true,
  });
  await admin.query(`
    CREATE DATABASE \`${database}\`; USE \`${database}\`;
    CREATE TABLE customers (id INT PRIMARY KEY AUTO_INCREMENT, name VARCHAR(50) NOT NULL,
      region VARCHAR(20), active TINYINT(1));
    CREATE TABLE orders (id BIGINT PRIMARY KEY AUTO_INCREMENT, customer_id INT NOT NULL,
      amount DECIMAL(12,2), ordered_on DATE, placed_at DATETIME, big BIGINT, payload BLOB,
      FOREIGN KEY (customer_id) REFERENCES customers(id));
    CREATE TABLE counter (id INT PRIMARY KEY, n INT NOT NULL);
    INSERT INTO customers (name, region, active) VALUES ('Ada', 'North', 1), ('Bo', 'South', 0), ('Cy', 'North', 1);
    INSERT INTO orders (customer_id, amount, ordered_on, placed_at, big, payload) VALUES
      (1, 10.50, '2024-01-02', '2024-01-02 10:00:00', 9007199254740993, X'0102'),
      (1, 20.00, '2024-02-03', NULL, 5, NULL), (2, 7.25, '2024-03-04', NULL, 6, NULL),
      (3, 1.00, '2024-04-05', NULL, 7, NULL), (3, 2.00, '2024-05-06', NULL, 8, NULL);
    INSERT INTO counter VALUES (1, 0);
    CREATE FUNCTION bump() RETURNS INT MODIFIES SQL DATA
      BEGIN UPDATE counter SET n = n + 1 WHERE id = 1; RETURN 1; END;
  `);
});

afterAll(async () => {
  await connector.close();
  await admin.query(`DROP DATABASE IF EXISTS \`${database}\``);
  await admin.end();
});

describe('MariaDB connector: introspection', () => {
  it('lists schemas and tables', async () => {
    expect(await connector.listSchemas()).toContain(database);
    expect(await connector.listTables()).toEqual([
      { schema: database, name: 'counter' },
      { schema: database, name: 'customers' },
      { schema: database, name: 'orders' },
    ]);
  });

  it('describes columns, types, keys and row count', async () => {
    const orders = await connector.describeTable({ schema: database, name: 'orders' });
    expect(orders.columns.map((c) => [c.name, c.type, c.nullable])).toEqual([
      ['id', 'integer', false],
      ['customer_id', 'integer', false],
      ['amount', 'decimal', true],
      ['ordered_on', 'date', true],
      ['placed_at', 'timestamp', true],
      ['big', 'integer', true],
      ['payload', 'text', true],
    ]);
    expect(orders.primaryKey).toEqual(['id']);
    expect(orders.foreignKeys).toEqual([
      {
        columns: ['customer_id'],
        references: { schema: database, name: 'customers' },
        referencedColumns: ['id'],
      },
    ]);
    expect(orders.rowCount).toBe(5);
    const customers = await connector.describeTable({ schema: database, name: 'customers' });
    expect(customers.columns.find((c) => c.name === 'active')?.type).toBe('boolean');
  });
});

describe('MariaDB connector: queries', () => {
  it('previews a page of rows', async () => {
    const page = await connector.previewRows(
      { schema: database, name: 'customers' },
      { limit: 2, offset: 1 },
    );
    expect(page.rows.map((row) => row[1])).toEqual(['Bo', 'Cy']);
  });

  it('binds parameters and returns JSON-safe values', async () => {
    const result = await connector.query(
      `SELECT c.name, o.amount, o.ordered_on, o.placed_at, o.big, o.payload
       FROM orders o JOIN customers c ON c.id = o.customer_id
       WHERE c.region = ? AND o.amount > ? ORDER BY o.id`,
      ['North', 5],
      limits,
    );
    expect(result.columns.map((c) => c.type)).toEqual([
      'text',
      'decimal',
      'date',
      'timestamp',
      'integer',
      'text',
    ]);
    expect(result.rows).toEqual([
      ['Ada', 10.5, '2024-01-02', '2024-01-02T10:00:00', '9007199254740993', 'AQI='],
      ['Ada', 20, '2024-02-03', null, 5, null],
    ]);
  });

  it('leaves question marks alone without parameters and reads TINYINT(1) as boolean', async () => {
    const result = await connector.query(
      "SELECT '?' AS q, active FROM customers ORDER BY id",
      [],
      limits,
    );
    expect(result.rows[0]).toEqual(['?', true]);
    const error = await failure(
      connector.query('SELECT certificate FROM no_such_table', [], limits),
    );
    expect(error.code).toBe('QUERY_FAILED');
  });

  it('caps rows and says the result was truncated, even past an explicit LIMIT', async () => {
    const capped = await connector.query('SELECT seq FROM seq_1_to_50000', [], {
      maxRows: 100,
      timeoutMs: 5_000,
    });
    expect([capped.rows.length, capped.truncated]).toEqual([100, true]);
    const overLimit = await connector.query('SELECT seq FROM seq_1_to_50000 LIMIT 40000', [], {
      maxRows: 100,
      timeoutMs: 5_000,
    });
    expect([overLimit.rows.length, overLimit.truncated]).toEqual([100, true]);
    const exact = await connector.query('SELECT seq FROM seq_1_to_3', [], {
      maxRows: 3,
      timeoutMs: 5_000,
    });
    expect(exact).toMatchObject({ truncated: false, rows: [[1], [2], [3]] });
  });

  it('stops a slow statement at its timeout, on the server', async () => {
    const started = Date.now();
    const sleep = sleepSql(5);
    const error = await failure(connector.query(sleep, [], { maxRows: 1, timeoutMs: 500 }));
    expect(error.code).toBe('QUERY_TIMEOUT');
    expect(Date.now() - started).toBeLessThan(2_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await runningSleeps(sleep)).toBe(0);
  });

  it('kills the statement on the server when the caller aborts', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const sleep = sleepSql(5);
    const error = await failure(
      connector.query(sleep, [], {
        maxRows: 1,
        timeoutMs: 30_000,
        signal: controller.signal,
      }),
    );
    expect(error.code).toBe('QUERY_CANCELLED');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await runningSleeps(sleep)).toBe(0);
  });
});

describe('MariaDB connector: read-only enforced by the database', () => {
  it('refuses an UPDATE and leaves the row unchanged', async () => {
    const error = await failure(
      connector.query('UPDATE counter SET n = 99 WHERE id = 1', [], limits),
    );
    expect(error.code).toBe('READ_ONLY_VIOLATION');
    expect(await counterValue()).toBe(0);
  });

  it('refuses a write hidden in a stored function', async () => {
    const error = await failure(connector.query('SELECT bump()', [], limits));
    expect(error.code).toBe('READ_ONLY_VIOLATION');
    expect(await counterValue()).toBe(0);
  });

  it('refuses a second statement and LOAD DATA LOCAL INFILE', async () => {
    const stacked = await failure(
      connector.query('SELECT 1; UPDATE counter SET n = 5', [], limits),
    );
    expect(stacked.code).toBe('QUERY_FAILED');
    const infile = await failure(
      connector.query("LOAD DATA LOCAL INFILE '/etc/hostname' INTO TABLE counter", [], limits),
    );
    expect(infile.code).toBe('QUERY_FAILED');
    expect((infile.cause as { errno?: number }).errno).toBe(4166); // local infile disabled
    expect(await counterValue()).toBe(0);
  });
});

describe('MariaDB connector: connection failures', () => {
  const connect = (overrides: Partial<MysqlConnection>, connectTimeoutMs = 5_000) =>
    createMysqlConnector({ ...config, ...overrides }, { ...LOOPBACK_POLICY, connectTimeoutMs });

  it('reports a wrong password as AUTH_FAILED', async () => {
    const error = await failure(connect({ password: 'wrong-password' }).testConnection());
    expect([error.code, error.message]).toEqual(['AUTH_FAILED', CONNECTOR_MESSAGES.AUTH_FAILED]);
  });

  it('reports a missing database as DATABASE_NOT_FOUND', async () => {
    const error = await failure(connect({ database: 'tabletalk_missing_db' }).testConnection());
    expect(error.code).toBe('DATABASE_NOT_FOUND');
  });

  it('reports SSL refused by the server as SSL_REQUIRED', async () => {
    const error = await failure(connect({ ssl: 'require' }).testConnection());
    expect(error.code).toBe('SSL_REQUIRED');
  });

  it('fails a statement whose connection is killed mid-query instead of waiting forever, and reconnects', async () => {
    const own = createMysqlConnector(config, LOOPBACK_POLICY);
    try {
      const started = Date.now();
      const sleep = sleepSql(3);
      const running = failure(own.query(sleep, [], limits));
      while ((await runningSleeps(sleep)) === 0) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // What a restart of the source's server, or a DBA's kill, does to the connection (this
      // test's connection only: other test files share the server).
      for (const id of await sleepingConnections(sleep)) {
        await admin.query(`KILL CONNECTION ${id}`);
      }
      const error = await running;
      expect(error.code).toBe('CONNECTION_REFUSED');
      expect(Date.now() - started).toBeLessThan(2_000);
      expect((await own.query('SELECT 1 AS n', [], limits)).rows).toEqual([[1]]);
    } finally {
      await own.close();
    }
  }, 15_000);

  it('answers a closed port and a silent port with the same error', async () => {
    const silent = await startListener();
    try {
      const refused = await failure(connect({ port: await unusedPort() }).testConnection());
      const timedOut = await failure(connect({ port: silent.port }, 1_000).testConnection());
      expect([timedOut.code, timedOut.message]).toEqual([refused.code, refused.message]);
    } finally {
      await silent.close();
    }
  });
});
