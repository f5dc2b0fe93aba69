import { randomUUID } from 'node:crypto';
import { type AddressInfo, createConnection, createServer, type Server } from 'node:net';
import pg from 'pg';
import type { TestApp } from '../../../test/test-app';

/** The local PostgreSQL server the suite connects sources to (trust auth: any password works). */
export const SERVER_URL = 'postgres://postgres@127.0.0.1:5432/test';
/** A unique password that must never show up outside the sealed column (SECURITY A5). */
export const CANARY = 'canary-Secr3t-xyz';

/** Whether the local PostgreSQL server answers (its tests are skipped otherwise, but not in CI). */
export async function serverAnswers(): Promise<boolean> {
  // In CI the server must be there: its tests run and fail loudly rather than skip.
  if (process.env.CI) return true;
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Whether the local MariaDB answers on 3306 (always so in CI, where its tests must run). */
export async function mariadbAnswers(): Promise<boolean> {
  if (process.env.CI) return true;
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: 3306 });
    const done = (answers: boolean) => {
      socket.destroy();
      resolve(answers);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** A fresh database on the local server with two related tables, dropped afterwards. */
export async function createFixtureDatabase(): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `tt_src_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  await db.query(`
    CREATE TABLE customers (id int PRIMARY KEY, name text NOT NULL, country text);
    CREATE TABLE orders (
      id int PRIMARY KEY,
      customer_id int REFERENCES customers(id),
      ordered_at date NOT NULL,
      amount numeric(10, 2) NOT NULL
    );
    INSERT INTO customers SELECT i, 'Customer ' || i, (ARRAY['France','Spain','Italy'])[1 + i % 3]
      FROM generate_series(1, 20) i;
    INSERT INTO orders SELECT i, 1 + i % 20, date '2024-01-01' + i, (i * 7 % 300) + 0.5
      FROM generate_series(1, 150) i;
  `);
  await db.end();
  return {
    name,
    async drop() {
      const again = new pg.Client({ connectionString: SERVER_URL });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

/** A PostgreSQL connection body to the local server, with the canary as its password. */
export function connection(database: string, overrides: Record<string, unknown> = {}) {
  return {
    type: 'POSTGRESQL',
    host: '127.0.0.1',
    port: 5432,
    database,
    user: 'postgres',
    password: CANARY,
    ssl: 'disable',
    ...overrides,
  };
}

/** A port nothing listens on, and one whose listener resets every connection. */
export async function deadPorts(): Promise<{
  closed: number;
  reset: number;
  stop(): Promise<void>;
}> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const closed = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  const resetter: Server = createServer((socket) => socket.resetAndDestroy());
  await new Promise<void>((resolve) => resetter.listen(0, '127.0.0.1', resolve));
  const reset = (resetter.address() as AddressInfo).port;
  return { closed, reset, stop: () => new Promise((resolve) => resetter.close(() => resolve())) };
}

/** Every row of every table of the app database, as text (what a stolen backup would hold). */
export async function dumpAppDatabase(t: TestApp): Promise<string> {
  const { rows } = await t.database.executeSql(
    "SELECT table_schema, table_name FROM information_schema.tables WHERE table_schema IN ('public', 'pgboss') AND table_type = 'BASE TABLE'",
  );
  const parts: string[] = [];
  for (const row of rows as { table_schema: string; table_name: string }[]) {
    const result = await t.database.executeSql(
      `SELECT * FROM "${row.table_schema}"."${row.table_name}"`,
    );
    parts.push(JSON.stringify(result.rows));
  }
  return parts.join('\n');
}
