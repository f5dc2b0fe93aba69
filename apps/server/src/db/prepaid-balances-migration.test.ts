import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app';
import type { Database } from './client';
import { runMigrations } from './migrate';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const TAG = '0022_prepaid_balances';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/**
 * A copy of the migrations folder that stops just before `tag`: its journal and SQL files only
 * (drizzle's migrator reads nothing else), so a database can be left at the schema before it.
 */
function migrationsBefore(tag: string): string {
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
async function migrateFrom(database: Database, folder: string): Promise<void> {
  if (database.migrateEmbedded) return database.migrateEmbedded(folder);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await migratePg(drizzlePg(client), { migrationsFolder: folder });
  } finally {
    await client.end();
  }
}

describe(`migration ${TAG}`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  let folder: string;
  const sql = (text: string, values?: unknown[]) => database.executeSql(text, values ?? []);

  beforeAll(async () => {
    // A migrated test database, emptied and migrated again up to the migration before TAG.
    ({ database, drop } = await openTestDatabase());
    await sql('DROP SCHEMA drizzle CASCADE');
    await sql('DROP SCHEMA public CASCADE');
    await sql('CREATE SCHEMA public');
    folder = migrationsBefore(TAG);
    await migrateFrom(database, folder);
  });
  afterAll(async () => {
    await drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('copies the OCR page and question credit balances into prepaid_balances', async () => {
    const orgs = await sql(
      "INSERT INTO organizations (name) VALUES ('Both'), ('Pages'), ('Credits'), ('Neither') RETURNING id",
    );
    const [both, pages, credits, neither] = orgs.rows.map((row) => (row as { id: string }).id);
    await sql(
      `INSERT INTO ocr_page_balances (org_id, pages_left, updated_at) VALUES
         ($1, 7, '2026-01-02T03:04:05Z'), ($2, 0, '2026-02-03T04:05:06Z')`,
      [both, pages],
    );
    await sql(
      `INSERT INTO question_credit_balances (org_id, credits_left, updated_at) VALUES
         ($1, 1200, '2026-03-04T05:06:07Z'), ($2, 3, '2026-04-05T06:07:08Z')`,
      [both, credits],
    );

    await runMigrations(database);

    const { rows } = await sql(
      `SELECT org_id, kind, units_left, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') AS at
         FROM prepaid_balances ORDER BY units_left`,
    );
    expect(rows).toEqual([
      { org_id: pages, kind: 'ocr.page', units_left: 0, at: '2026-02-03T04:05:06' },
      { org_id: credits, kind: 'question.credit', units_left: 3, at: '2026-04-05T06:07:08' },
      { org_id: both, kind: 'ocr.page', units_left: 7, at: '2026-01-02T03:04:05' },
      { org_id: both, kind: 'question.credit', units_left: 1200, at: '2026-03-04T05:06:07' },
    ]);
    expect(rows.some((row) => (row as { org_id: string }).org_id === neither)).toBe(false);

    const { rows: old } = await sql(
      "SELECT to_regclass('ocr_page_balances') AS pages, to_regclass('question_credit_balances') AS credits",
    );
    expect(old).toEqual([{ pages: null, credits: null }]);
  });

  it('keeps the balance at zero or above, and goes with its organization', async () => {
    const { rows } = await sql("SELECT org_id FROM prepaid_balances WHERE kind = 'ocr.page'");
    const orgId = (rows[0] as { org_id: string }).org_id;
    await expect(
      sql("UPDATE prepaid_balances SET units_left = -1 WHERE org_id = $1 AND kind = 'ocr.page'", [
        orgId,
      ]),
    ).rejects.toThrow(/prepaid_balances_units_left_check/);
    await sql('DELETE FROM organizations WHERE id = $1', [orgId]);
    const { rows: left } = await sql(
      'SELECT count(*)::int AS n FROM prepaid_balances WHERE org_id = $1',
      [orgId],
    );
    expect(left).toEqual([{ n: 0 }]);
  });
});
