import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type PgliteLike, PgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
/** The app database, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Runs raw SQL for pg-boss and migrations: `{ rows }` like node-postgres. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  executeSql: ExecuteSql;
  /** For PostgreSQL: the URL, so pg-boss can open its own pool. */
  url: string | undefined;
  /** For PGlite: a tarball of the whole database, loadable with `openPglite(…, {loadDataDir})`. */
  dump?: () => Promise<Blob>;
  /** For PGlite: applies the migrations in a folder on this connection (PostgreSQL opens its own). */
  migrateEmbedded?: (migrationsFolder: string) => Promise<void>;
  close(): Promise<void>;
}

/** Wraps a close function so a second call is a no-op. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}

/**
 * Opens PGlite in a folder (or in memory when `dataDir` is undefined), optionally starting from a
 * dump of another database (`PGlite.dumpDataDir`), which skips the slow initdb step. PGlite runs
 * on its own thread: on the main thread its WASM work delayed every request (issue 10).
 */
export async function openPglite(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PgliteThread.open(dataDir, options.loadDataDir);
  return pgliteDatabase(client, {
    dump: () => client.dumpDataDir(),
    close: () => client.close(),
  });
}

/**
 * The app database over a PGlite client: the thread itself, or a stand-in for it (the tests lend
 * one thread to file after file and refuse the statements of a file that has handed it back).
 */
export function pgliteDatabase(
  client: PgliteLike,
  options: { dump?: () => Promise<Blob>; close: () => Promise<void> },
): Database {
  const embedded = drizzlePglite(client as never, { schema });
  const db: Db = embedded;
  const executeSql: ExecuteSql = async (text, values) => {
    // PGlite's query() takes one statement; parameterless scripts go through exec().
    if (!values || values.length === 0) {
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    }
    const result = await client.query(text, values);
    return { rows: result.rows };
  };
  return {
    db,
    kind: 'pglite',
    executeSql,
    url: undefined,
    dump: options.dump,
    migrateEmbedded: (migrationsFolder) => migratePglite(embedded, { migrationsFolder }),
    close: once(options.close),
  };
}

/** Opens a pool on a PostgreSQL server. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // While the server is away (a restart), a request waits at most this long for a connection
    // and then answers 503, instead of hanging; the pool opens new connections once it is back.
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
  });
  // An idle connection the server drops (restart, a test's DROP DATABASE) must not crash the app;
  // the pool discards it and the next query opens a new one.
  pool.on('error', () => undefined);
  const db: Db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    executeSql: async (text, values) => {
      const result = await pool.query(text, values as unknown[] | undefined);
      return { rows: result.rows };
    },
    url,
    close: once(() => pool.end()),
  };
}

/** Opens the app database the configuration names: PostgreSQL when a URL is set, else PGlite. */
export function openDatabase(options: { databaseUrl?: string; dataDir: string }) {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(path.join(options.dataDir, 'app-db'));
}

export { schema };
