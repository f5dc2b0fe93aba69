import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from './client';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any constant works; all Tabletalk processes must use the same one. */
const MIGRATION_LOCK_KEY = 7_461_737_201;
const QUEUE_SETUP_LOCK_KEY = 7_461_737_202;

/**
 * Runs the job queue's own schema setup (pg-boss creates and upgrades its tables and queues when
 * it starts) under a PostgreSQL session advisory lock, so processes starting together set it up
 * one after another: run at once, their DDL can deadlock and a process fail to start. On the
 * embedded database there is one process, and nothing to order.
 */
export async function withQueueSetupLock<T>(
  database: Database,
  setup: () => Promise<T>,
): Promise<T> {
  if (database.kind !== 'postgres' || !database.url) return setup();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [QUEUE_SETUP_LOCK_KEY]);
    return await setup();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}

interface Journal {
  entries: { idx: number; tag: string }[];
}

function localMigrationCount(): number {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  return journal.entries.length;
}

/**
 * Applies pending migrations. On PostgreSQL a session advisory lock makes concurrent starts
 * migrate once: the others wait, then find nothing to do.
 * @throws Error when the database holds migrations this code does not know (it is newer).
 */
export async function runMigrations(database: Database): Promise<void> {
  if (database.migrateEmbedded) {
    await database.migrateEmbedded(migrationsFolder);
  } else {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      await client.end();
    }
  }
  await assertSchemaNotNewer(database);
}

async function assertSchemaNotNewer(database: Database): Promise<void> {
  const { rows } = await database.executeSql(
    'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
    [],
  );
  const applied = (rows[0] as { n: number } | undefined)?.n ?? 0;
  const known = localMigrationCount();
  if (applied > known) {
    throw new Error(
      `Refusing to start: the app database has ${applied} migrations but this version knows ${known}. ` +
        'Run the newer version of Tabletalk, or restore the backup taken before the upgrade.',
    );
  }
}
