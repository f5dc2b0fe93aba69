import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiSignIn, createAccount, uniqueEmail } from './accounts';
import { databaseUrl } from './postgres-admin';
import { type RunningServer, startServer } from './server';

/** What the drill checks survived: a person, their source, and the source's rows. */
interface Snapshot {
  rowCount: number;
  status: string;
  firstRows: unknown[][];
}

/** Where the app keeps its database: the embedded PGlite in DATA_DIR, or a PostgreSQL server. */
export type DrillTarget = { kind: 'embedded' } | { kind: 'postgres'; adminUrl: string };

export interface DrillReport {
  target: DrillTarget['kind'];
  before: Snapshot;
  after: Snapshot;
  /** How long the backup and the restore took, in ms. */
  backupMs: number;
  restoreMs: number;
}

async function call(server: RunningServer, url: string, init: RequestInit = {}) {
  const res = await fetch(`${server.url}/api/${url}`, init);
  const body = await res.json();
  if (!res.ok) throw new Error(`${url} → ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** The source's state and first rows, as a signed-in person sees them. */
async function snapshot(server: RunningServer, email: string, sourceId: string) {
  const headers = await apiSignIn(server, email);
  const info = (await call(server, `db/source-info/${sourceId}`, { headers })).data;
  const preview = await call(server, `db/source-preview-data/${sourceId}?pageSize=20`, {
    headers,
  });
  return { rowCount: info.rowCount, status: info.status, firstRows: preview.rows };
}

async function waitUntilLoaded(server: RunningServer, email: string, sourceId: string) {
  const headers = await apiSignIn(server, email);
  const deadline = Date.now() + 120_000;
  for (;;) {
    const info = (await call(server, `db/source-info/${sourceId}`, { headers })).data;
    if (info.status !== 'PENDING') return;
    if (Date.now() > deadline) throw new Error('the sample data did not load in 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function psql(adminUrl: string, statement: string): void {
  execFileSync('psql', [adminUrl, '-v', 'ON_ERROR_STOP=1', '-c', statement], { stdio: 'pipe' });
}

/**
 * The backup and restore of docs/OPERATIONS.md, end to end: a server with a person and a loaded
 * source is stopped and backed up (embedded: DATA_DIR copied; PostgreSQL: `pg_dump -Fc` of the
 * app database plus DATA_DIR's files), the backup is restored into a fresh instance (a new
 * folder, a new database via `pg_restore`), and a new server on it must let the same person sign
 * in and see the same source with the same rows.
 * @throws Error when anything differs after the restore.
 */
export async function runRestoreDrill(target: DrillTarget): Promise<DrillReport> {
  const work = mkdtempSync(path.join(tmpdir(), 'tabletalk-drill-'));
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const source = { db: `tt_drill_src_${suffix}`, dir: path.join(work, 'source-data') };
  const restored = { db: `tt_drill_dst_${suffix}`, dir: path.join(work, 'restored-data') };
  const envFor = (db: string): Record<string, string> =>
    target.kind === 'postgres' ? { DATABASE_URL: databaseUrl(target.adminUrl, db) } : {};
  if (target.kind === 'postgres') psql(target.adminUrl, `CREATE DATABASE ${source.db}`);
  let server: RunningServer | null = null;
  try {
    server = await startServer(envFor(source.db), { dataDir: source.dir });
    const email = uniqueEmail('drill');
    await createAccount(server, email);
    const headers = await apiSignIn(server, email);
    const sourceId = (await call(server, 'db/set-sample', { method: 'POST', headers, body: '{}' }))
      ._id as string;
    await waitUntilLoaded(server, email, sourceId);
    const before = await snapshot(server, email, sourceId);
    await server.shutdown();
    server = null;

    const backupStarted = Date.now();
    const dump = path.join(work, 'app-db.dump');
    if (target.kind === 'postgres') {
      writeFileSync(
        dump,
        execFileSync('pg_dump', ['-Fc', databaseUrl(target.adminUrl, source.db)], {
          maxBuffer: 1024 * 1024 * 1024,
        }),
      );
    }
    const backupDir = path.join(work, 'backup-data');
    cpSync(source.dir, backupDir, { recursive: true });
    const backupMs = Date.now() - backupStarted;

    const restoreStarted = Date.now();
    cpSync(backupDir, restored.dir, { recursive: true });
    if (target.kind === 'postgres') {
      psql(target.adminUrl, `CREATE DATABASE ${restored.db}`);
      execFileSync('pg_restore', [
        '--no-owner',
        '-d',
        databaseUrl(target.adminUrl, restored.db),
        dump,
      ]);
    }
    const restoreMs = Date.now() - restoreStarted;

    server = await startServer(envFor(restored.db), { dataDir: restored.dir });
    const after = await snapshot(server, email, sourceId);
    if (JSON.stringify(after) !== JSON.stringify(before)) {
      throw new Error(
        `the restored instance differs: before ${JSON.stringify(before).slice(0, 300)}, after ${JSON.stringify(after).slice(0, 300)}`,
      );
    }
    return { target: target.kind, before, after, backupMs, restoreMs };
  } finally {
    await server?.stop();
    if (target.kind === 'postgres') {
      for (const db of [source.db, restored.db]) {
        psql(target.adminUrl, `DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
      }
    }
    rmSync(work, { recursive: true, force: true });
  }
}
