import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateFrom, migrationsBefore } from '../../test/migrations-before';
import { openTestDatabase } from '../../test/test-app';
import type { Database } from './client';
import { runMigrations } from './migrate';

const TAG = '0022_prepaid_balances';

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
