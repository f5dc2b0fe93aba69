import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { leaseMigratedPglite } from './pglite-pool';
import { migratedPgliteSnapshot } from './test-app';

/** When this PGlite started: the same for a database lent again, new for a fresh one. */
async function startedAt(database: Database): Promise<string> {
  const { rows } = await database.executeSql('SELECT pg_postmaster_start_time()::text AS at');
  return (rows[0] as { at: string }).at;
}

async function rateLimitKeys(database: Database): Promise<string[]> {
  const { rows } = await database.executeSql('SELECT key FROM rate_limits ORDER BY key');
  return rows.map((row) => (row as { key: string }).key);
}

const addRateLimit = (database: Database, key: string) =>
  database.executeSql("INSERT INTO rate_limits VALUES ($1, 1, now() + interval '1 minute')", [key]);

describe('the PGlite databases lent to test files', () => {
  it('lends a handed-back database again, with its tables emptied and its session reset', async () => {
    const first = await leaseMigratedPglite(migratedPgliteSnapshot);
    await addRateLimit(first.database, 'left behind');
    await first.database.executeSql('SET statement_timeout = 12345');
    const started = await startedAt(first.database);
    await first.drop();

    const second = await leaseMigratedPglite(migratedPgliteSnapshot);
    try {
      expect(await startedAt(second.database)).toBe(started);
      expect(await rateLimitKeys(second.database)).toEqual([]);
      const { rows } = await second.database.executeSql('SHOW statement_timeout');
      expect(rows).toEqual([{ statement_timeout: '0' }]);
    } finally {
      await second.drop();
    }
  });

  it('refuses the statements of a file that handed its database back', async () => {
    const first = await leaseMigratedPglite(migratedPgliteSnapshot);
    await first.drop();
    const second = await leaseMigratedPglite(migratedPgliteSnapshot);
    try {
      await expect(addRateLimit(first.database, 'late write')).rejects.toThrow(/closed/);
      await expect(first.database.db.transaction(async () => {})).rejects.toThrow(/closed/);
      expect(await rateLimitKeys(second.database)).toEqual([]);
    } finally {
      await second.drop();
    }
  });

  it('does not lend again a database whose schema a file changed', async () => {
    const first = await leaseMigratedPglite(migratedPgliteSnapshot);
    const started = await startedAt(first.database);
    await first.database.executeSql('ALTER TABLE rate_limits ADD COLUMN note text');
    await first.drop();

    const second = await leaseMigratedPglite(migratedPgliteSnapshot);
    try {
      expect(await startedAt(second.database)).not.toBe(started);
      const { rows } = await second.database.executeSql(
        "SELECT column_name FROM information_schema.columns WHERE table_name = 'rate_limits' ORDER BY 1",
      );
      expect(rows).toEqual([
        { column_name: 'hits' },
        { column_name: 'key' },
        { column_name: 'resets_at' },
      ]);
    } finally {
      await second.drop();
    }
  });

  it('closes for good a database a test closed itself', async () => {
    const first = await leaseMigratedPglite(migratedPgliteSnapshot);
    const started = await startedAt(first.database);
    await first.database.close();
    await expect(rateLimitKeys(first.database)).rejects.toThrow();
    await first.drop();

    const second = await leaseMigratedPglite(migratedPgliteSnapshot);
    try {
      expect(await startedAt(second.database)).not.toBe(started);
      expect(await rateLimitKeys(second.database)).toEqual([]);
    } finally {
      await second.drop();
    }
  });

  it('lets a process whose work is done exit, though it keeps a database for later', async () => {
    const script = fileURLToPath(
      new URL('./fixtures/pglite-pool/lease-and-finish.ts', import.meta.url),
    );
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    const [code, signal] = await new Promise<[number | null, string | null]>((resolve) =>
      child.on('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal])),
    );
    clearTimeout(timer);
    expect(output).toBe('handed back\n');
    expect({ code, signal }).toEqual({ code: 0, signal: null });
  }, 60_000);
});
