import type { PostgresConnection } from '@tabletalk/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TARGET_DENIED_MESSAGE } from '../egress/guard';
import { ConnectorError } from '../types';
import { CONNECTOR_MESSAGES } from './errors';
import { createPostgresConnector } from './postgres';
import {
  LOCAL_POSTGRES,
  LOOPBACK_POLICY,
  startListener,
  uniqueName,
  unusedPort,
} from './test-servers';

const schema = uniqueName('tt_pg');
const admin = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'test' });
const connector = createPostgresConnector(LOCAL_POSTGRES, LOOPBACK_POLICY);
const limits = { maxRows: 1000, timeoutMs: 5_000 };

async function counterValue(): Promise<number> {
  const result = await admin.query(`SELECT n FROM ${schema}.counter WHERE id = 1`);
  return result.rows[0].n;
}

/**
 * A sleep of about `seconds` whose text no other test's statement has: the server is shared with
 * the test files running beside this one, whose own sleeps must be neither counted nor ended.
 */
function sleepSql(seconds: number): string {
  return `SELECT pg_sleep(${seconds}.${Math.floor(Math.random() * 1e6) + 1})`;
}

/** This test's sleeps (`sql` from `sleepSql`) still running on the server. */
async function activeSleeps(sql: string): Promise<number> {
  const result = await admin.query(
    `SELECT count(*)::int AS n FROM pg_stat_activity
     WHERE state = 'active' AND strpos(query, $1) > 0 AND pid <> pg_backend_pid()`,
    [sql],
  );
  return result.rows[0].n;
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
  await admin.connect();
  await admin.query(`
    CREATE SCHEMA ${schema};
    CREATE TABLE ${schema}.customers (
      id serial PRIMARY KEY, name text NOT NULL, region varchar(20), active boolean);
    CREATE TABLE ${schema}.orders (
      id bigserial PRIMARY KEY,
      customer_id int NOT NULL REFERENCES ${schema}.customers(id),
      amount numeric(12,2), ordered_on date, placed_at timestamptz, big bigint, payload bytea);
    CREATE TABLE ${schema}.counter (id int PRIMARY KEY, n int NOT NULL);
    INSERT INTO ${schema}.customers (name, region, active)
      VALUES ('Ada', 'North', true), ('Bo', 'South', false), ('Cy', 'North', true);
    INSERT INTO ${schema}.orders (customer_id, amount, ordered_on, placed_at, big, payload) VALUES
      (1, 10.50, '2024-01-02', '2024-01-02 10:00:00+00', 9007199254740993, '\\x0102'),
      (1, 20.00, '2024-02-03', NULL, 5, NULL), (2, 7.25, '2024-03-04', NULL, 6, NULL),
      (3, 1.00, '2024-04-05', NULL, 7, NULL), (3, 2.00, '2024-05-06', NULL, 8, NULL);
    INSERT INTO ${schema}.counter VALUES (1, 0);
    CREATE FUNCTION ${schema}.bump() RETURNS int LANGUAGE plpgsql AS $$
      BEGIN UPDATE ${schema}.counter SET n = n + 1 WHERE id = 1; RETURN 1; END $$;
  `);
});

afterAll(async () => {
  await connector.close();
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.end();
});

describe('PostgreSQL connector: introspection', () => {
  it('lists schemas and tables', async () => {
    expect(await connector.listSchemas()).toContain(schema);
    expect(await connector.listTables(schema)).toEqual([
      { schema, name: 'counter' },
      { schema, name: 'customers' },
      { schema, name: 'orders' },
    ]);
  });

  it('describes columns, types, keys and row count', async () => {
    const orders = await connector.describeTable({ schema, name: 'orders' });
    expect(orders.columns.map((c) => [c.name, c.type, c.nullable])).toEqual([
      ['id', 'integer', false],
      ['customer_id', 'integer', false],
      ['amount', 'decimal', true],
      ['ordered_on', 'date', true],
      ['placed_at', 'timestamp', true],
      ['big', 'integer', true],
      ['payload', 'text', true],
    ]);
    expect(orders.columns[2]?.nativeType).toBe('numeric(12,2)');
    expect(orders.primaryKey).toEqual(['id']);
    expect(orders.foreignKeys).toEqual([
      {
        columns: ['customer_id'],
        references: { schema, name: 'customers' },
        referencedColumns: ['id'],
      },
    ]);
    expect(orders.rowCount).toBe(5);
  });

  it('reports statement errors as QUERY_FAILED, whatever words they contain', async () => {
    const error = await failure(
      connector.query('SELECT certificate, ssl FROM no_such_table', [], limits),
    );
    expect([error.code, error.message]).toEqual(['QUERY_FAILED', CONNECTOR_MESSAGES.QUERY_FAILED]);
  });

  it('fails safely for a table that does not exist', async () => {
    const error = await failure(connector.describeTable({ schema, name: 'nope' }));
    expect(error.code).toBe('QUERY_FAILED');
  });
});

describe('PostgreSQL connector: queries', () => {
  it('previews a page of rows', async () => {
    const page = await connector.previewRows(
      { schema, name: 'customers' },
      { limit: 2, offset: 0 },
    );
    expect(page.columns.map((c) => c.name)).toEqual(['id', 'name', 'region', 'active']);
    expect(page.rows).toHaveLength(2);
  });

  it('binds parameters and returns JSON-safe values', async () => {
    const result = await connector.query(
      `SELECT c.name, o.amount, o.ordered_on, o.placed_at, o.big, o.payload
       FROM ${schema}.orders o JOIN ${schema}.customers c ON c.id = o.customer_id
       WHERE c.region = $1 AND o.amount > $2 ORDER BY o.id`,
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
    expect(result.rows[0]).toEqual([
      'Ada',
      10.5,
      '2024-01-02',
      '2024-01-02T10:00:00.000Z',
      '9007199254740993',
      'AQI=',
    ]);
    expect(result.rows).toHaveLength(2);
    expect(result.truncated).toBe(false);
  });

  it('caps rows and says the result was truncated', async () => {
    const sql = 'SELECT g FROM generate_series(1, 50000) AS g';
    const capped = await connector.query(sql, [], { maxRows: 100, timeoutMs: 5_000 });
    expect(capped.rows).toHaveLength(100);
    expect(capped.truncated).toBe(true);
    const exact = await connector.query('SELECT g FROM generate_series(1, 3) AS g', [], {
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
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await activeSleeps(sleep)).toBe(0);
  });

  it('cancels the statement on the server when the caller aborts', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const started = Date.now();
    const sleep = sleepSql(5);
    const error = await failure(
      connector.query(sleep, [], {
        maxRows: 1,
        timeoutMs: 30_000,
        signal: controller.signal,
      }),
    );
    expect(error.code).toBe('QUERY_CANCELLED');
    expect(Date.now() - started).toBeLessThan(2_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await activeSleeps(sleep)).toBe(0);
  });
});

describe('PostgreSQL connector: read-only enforced by the database', () => {
  it('refuses an UPDATE and leaves the row unchanged', async () => {
    const error = await failure(
      connector.query(`UPDATE ${schema}.counter SET n = 99 WHERE id = 1`, [], limits),
    );
    expect(error.code).toBe('READ_ONLY_VIOLATION');
    expect(await counterValue()).toBe(0);
  });

  it('refuses a write hidden in a volatile function', async () => {
    const error = await failure(connector.query(`SELECT ${schema}.bump()`, [], limits));
    expect(error.code).toBe('READ_ONLY_VIOLATION');
    expect(await counterValue()).toBe(0);
  });

  it('keeps read-only after an attempt to switch the session default off', async () => {
    await connector.query(
      "SELECT set_config('default_transaction_read_only', 'off', false)",
      [],
      limits,
    );
    const error = await failure(connector.query(`SELECT ${schema}.bump()`, [], limits));
    expect(error.code).toBe('READ_ONLY_VIOLATION');
    expect(await counterValue()).toBe(0);
  });

  it('refuses a second statement smuggled after the first', async () => {
    const error = await failure(
      connector.query(`SELECT 1; UPDATE ${schema}.counter SET n = 5`, [], limits),
    );
    expect(error.code).toBe('QUERY_FAILED');
    expect(await counterValue()).toBe(0);
  });
});

describe('PostgreSQL connector: connection failures', () => {
  const connect = (overrides: Partial<PostgresConnection>, connectTimeoutMs = 5_000) =>
    createPostgresConnector(
      { ...LOCAL_POSTGRES, ...overrides },
      { ...LOOPBACK_POLICY, connectTimeoutMs },
    );

  it('reports a rejected login as AUTH_FAILED', async () => {
    const error = await failure(connect({ user: 'tabletalk_nobody' }).testConnection());
    expect(error.code).toBe('AUTH_FAILED');
    expect(error.message).toBe(CONNECTOR_MESSAGES.AUTH_FAILED);
  });

  it('reports a missing database as DATABASE_NOT_FOUND', async () => {
    const error = await failure(connect({ database: 'tabletalk_missing_db' }).testConnection());
    expect(error.code).toBe('DATABASE_NOT_FOUND');
  });

  it('reports SSL refused by the server as SSL_REQUIRED', async () => {
    const error = await failure(connect({ ssl: 'require' }).testConnection());
    expect(error.code).toBe('SSL_REQUIRED');
    expect(error.message).toMatch(/SSL/);
  });

  it('answers a closed port and a silent port with the same error', async () => {
    const silent = await startListener();
    try {
      const refused = await failure(connect({ port: await unusedPort() }).testConnection());
      const started = Date.now();
      const timedOut = await failure(connect({ port: silent.port }, 1_000).testConnection());
      expect(Date.now() - started).toBeLessThan(3_000);
      expect([timedOut.code, timedOut.message]).toEqual([refused.code, refused.message]);
      expect(refused.message).not.toMatch(/127\.0\.0\.1|ECONN|timeout/i);
    } finally {
      await silent.close();
    }
  });

  it('fails a statement whose connection is cut mid-query with no uncaught error, and reconnects', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    const own = createPostgresConnector(LOCAL_POSTGRES, LOOPBACK_POLICY);
    try {
      const started = Date.now();
      const sleep = sleepSql(3);
      const running = failure(own.query(sleep, [], limits));
      while ((await activeSleeps(sleep)) === 0) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // What a restart of the source's server, or a DBA's kill, does to the connection (this
      // test's connection only: other test files share the server).
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE state = 'active' AND strpos(query, $1) > 0 AND pid <> pg_backend_pid()`,
        [sleep],
      );
      const error = await running;
      expect(error.code).toBe('CONNECTION_REFUSED');
      expect(Date.now() - started).toBeLessThan(2_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(uncaught).toEqual([]);
      expect((await own.query('SELECT 1 AS n', [], limits)).rows).toEqual([[1]]);
    } finally {
      process.off('uncaughtException', onUncaught);
      await own.close();
    }
  });

  it('connects to the pinned address, never resolving the name again', async () => {
    const answers = ['127.0.0.1', '10.0.0.1'];
    let lookups = 0;
    const lookup = async () => [{ address: answers[lookups++] ?? '10.0.0.1', family: 4 }];
    const pinned = createPostgresConnector(
      { ...LOCAL_POSTGRES, host: 'db.rebind.test' },
      { ...LOOPBACK_POLICY, lookup },
    );
    await pinned.testConnection();
    await pinned.query('SELECT 1', [], limits);
    expect(lookups).toBe(1);
    await pinned.close();
  });

  it("refuses the app's own database even when every host is allowed", async () => {
    const own = createPostgresConnector(LOCAL_POSTGRES, {
      egress: { allowlist: ['*'], deniedTargets: [{ host: 'localhost', port: 5432 }] },
    });
    const error = await failure(own.testConnection());
    expect([error.code, error.message]).toEqual(['HOST_NOT_ALLOWED', TARGET_DENIED_MESSAGE]);
  });
});
