import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from '../src/db/client';

const migrations = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/db/migrations',
);

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** The tags of the migrations, in the order the journal applies them (`0000_init`, …). */
export function migrationTags(): string[] {
  const journal = JSON.parse(
    readFileSync(path.join(migrations, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  return journal.entries.map((entry) => entry.tag);
}

/**
 * A copy of the migrations folder that stops just before `tag`: its journal and SQL files only
 * (drizzle's migrator reads nothing else), so a database can be left at the schema before it.
 */
export function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'tabletalk-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(
    readFileSync(path.join(migrations, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const until = journal.entries.findIndex((entry) => entry.tag === tag);
  if (until < 1) throw new Error(`no migration ${tag} after another`);
  const entries = journal.entries.slice(0, until);
  for (const { tag: kept } of entries) {
    copyFileSync(path.join(migrations, `${kept}.sql`), path.join(folder, `${kept}.sql`));
  }
  writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }),
  );
  return folder;
}

/** Applies a migrations folder as `runMigrations` does, for either kind of database. */
export async function migrateFrom(database: Database, folder: string): Promise<void> {
  if (database.migrateEmbedded) return database.migrateEmbedded(folder);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await migratePg(drizzlePg(client), { migrationsFolder: folder });
  } finally {
    await client.end();
  }
}
