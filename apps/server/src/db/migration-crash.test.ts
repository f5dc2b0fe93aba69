import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateFrom, migrationsBefore } from '../../test/migrations-before';
import { openPostgres } from './client';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const adminUrl = process.env.TEST_DATABASE_URL;
const TAG = '0022_prepaid_balances';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

/** The server as a process of its own (killed with -9 like a crash), on `databaseUrl`. */
async function startServer(databaseUrl: string, dataDir: string) {
  const port = await freePort();
  const child: ChildProcess = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  return {
    url: `http://127.0.0.1:${port}`,
    async healthy(timeoutMs: number): Promise<boolean> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
          .then((res) => res.ok)
          .catch(() => false);
        if (ok) return true;
        await sleep(200);
      }
      return false;
    },
    async kill(signal: NodeJS.Signals) {
      if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, signal);
      await exited;
    },
  };
}

/**
 * SECURITY / issue 16, faults: a server killed (SIGKILL) in the middle of a migration leaves
 * nothing half-applied, and the next start completes it. Needs PostgreSQL (the PostgreSQL pass
 * of `npm test`); the embedded database migrates in the same process it serves from.
 */
describe.runIf(adminUrl)('a migration cut off by SIGKILL', () => {
  const database = `tt_migcrash_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tabletalk-migcrash-'));
  let folder = '';
  let admin: pg.Client;
  const query = async (text: string) => (await admin.query(text)).rows;

  beforeAll(async () => {
    const setup = new pg.Client({ connectionString: adminUrl });
    await setup.connect();
    await setup.query(`CREATE DATABASE ${database}`);
    await setup.end();
    const url = withDatabase(adminUrl ?? '', database);
    folder = migrationsBefore(TAG);
    const before = await openPostgres(url);
    await migrateFrom(before, folder);
    await before.close();
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await query(
      "WITH o AS (INSERT INTO organizations (name) VALUES ('Scans') RETURNING id) INSERT INTO ocr_page_balances (org_id, pages_left) SELECT id, 42 FROM o",
    );
  });
  afterAll(async () => {
    await admin?.end();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await cleanup.end();
    rmSync(folder, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('rolls the cut migration back whole, and the next start applies it', async () => {
    const url = withDatabase(adminUrl ?? '', database);
    // Hold the table the migration copies from: it stops there, halfway through its statements.
    await query('BEGIN');
    await query('LOCK TABLE ocr_page_balances IN ACCESS EXCLUSIVE MODE');
    const first = await startServer(url, dataDir);
    // Watched from another session: inside a transaction pg_stat_activity stays as first read.
    const monitor = new pg.Client({ connectionString: url });
    await monitor.connect();
    let waiting = false;
    try {
      for (let i = 0; i < 150 && !waiting; i += 1) {
        await sleep(200);
        const blocked = await monitor.query(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'",
          [database],
        );
        waiting = (blocked.rows[0]?.n ?? 0) > 0;
      }
    } finally {
      await monitor.end();
      await first.kill('SIGKILL');
    }
    expect(waiting, 'the migration reached the held table').toBe(true);
    await query('ROLLBACK');

    // Nothing of the cut migration shows: its new table is not there, the old one is intact.
    const half = await query(
      "SELECT to_regclass('public.prepaid_balances') AS created, to_regclass('public.ocr_page_balances') AS old",
    );
    expect(half[0]).toEqual({ created: null, old: 'ocr_page_balances' });

    const second = await startServer(url, dataDir);
    try {
      expect(await second.healthy(60_000), 'the restarted server answers').toBe(true);
      const after = await query(
        "SELECT to_regclass('public.prepaid_balances') AS created, to_regclass('public.ocr_page_balances') AS old",
      );
      expect(after[0]).toEqual({ created: 'prepaid_balances', old: null });
      expect(await query('SELECT kind, units_left FROM prepaid_balances')).toEqual([
        { kind: 'ocr.page', units_left: 42 },
      ]);
    } finally {
      await second.kill('SIGTERM');
    }
  }, 120_000);
});
