import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiSignIn, createAccount, uniqueEmail } from './accounts';
import { databaseUrl } from './postgres-admin';
import { type RunningServer, startServer } from './server';

/** What the drill checks survived: a person, their source, its rows, and a dashboard on it. */
interface Snapshot {
  rowCount: number;
  status: string;
  firstRows: unknown[][];
  /** The dashboard's items as opening it shows them: kind, title, SQL and last result. */
  dashboard: unknown[];
}

/** Questions pinned to the drill's dashboard, with the kind of item each becomes. */
const PINNED = [
  ['total sales by region', 'GRAPH'],
  ['how many orders', 'WIDGET'],
] as const;

/** Where the app keeps its database: the embedded PGlite in DATA_DIR, or a PostgreSQL server. */
export type DrillTarget = { kind: 'embedded' } | { kind: 'postgres'; adminUrl: string };

export interface DrillReport {
  target: DrillTarget['kind'];
  before: Snapshot;
  after: Snapshot;
  /** How long the backup and the restore took, in ms. */
  backupMs: number;
  restoreMs: number;
  /** From the restored files in place to the new server answering its health check, in ms. */
  startMs: number;
  /** Items the restored instance refreshed from its source, with the same results. */
  refreshedItems: number;
}

async function call(server: RunningServer, url: string, init: RequestInit = {}) {
  const res = await fetch(`${server.url}/api/${url}`, init);
  const body = await res.json();
  if (!res.ok) throw new Error(`${url} → ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** A room on the source and a dashboard of the `PINNED` answers asked in it; its id. */
async function pinDashboard(server: RunningServer, email: string, sourceId: string) {
  const headers = { ...(await apiSignIn(server, email)), 'content-type': 'application/json' };
  const post = (url: string, body: unknown) =>
    call(server, url, { method: 'POST', headers, body: JSON.stringify(body) });
  const room = await post('db/create-room', { sourceId, name: 'Drill' });
  const dashboardId = (await post('dashboard/create', { name: 'Drill' })).data._id as string;
  for (const [question, kind] of PINNED) {
    const text = encodeURIComponent(question);
    const asked = await call(
      server,
      `db/init-conversation?text=${text}&id=${sourceId}&room=${room._id}`,
      { headers },
    );
    await post('dashboard/db/add-conversation-to-dashboard', {
      dashboardId,
      conversationId: asked.data._id,
      kind,
    });
  }
  return dashboardId;
}

/** An item's answer rows, or null when it holds none. */
function rowsOf(item: unknown): unknown[] | null {
  const result = (item as { result?: { answer?: { rows?: unknown[] } | null } | null }).result;
  return result?.answer?.rows ?? null;
}

/** What of an item must survive a restore (not when it was opened). */
const itemFacts = (item: Record<string, unknown>) => ({
  kind: item.kind,
  title: item.title,
  sql: item.sql,
  result: item.result,
  lastRefreshedAt: item.lastRefreshedAt,
});

/** The source's state and first rows, and the dashboard's items, as a signed-in person sees them. */
async function snapshot(
  server: RunningServer,
  email: string,
  ids: { sourceId: string; dashboardId: string },
): Promise<Snapshot> {
  const headers = await apiSignIn(server, email);
  const info = (await call(server, `db/source-info/${ids.sourceId}`, { headers })).data;
  const preview = await call(server, `db/source-preview-data/${ids.sourceId}?pageSize=20`, {
    headers,
  });
  const opened = await call(server, 'dashboard/get-graphs', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ dashboardId: ids.dashboardId }),
  });
  return {
    rowCount: info.rowCount,
    status: info.status,
    firstRows: preview.rows,
    dashboard: opened.data.items.map(itemFacts),
  };
}

/** Refreshes the dashboard from its source (not the cache): every item must answer again. */
async function refreshAll(server: RunningServer, email: string, dashboardId: string) {
  const headers = await apiSignIn(server, email);
  const refreshed = await call(server, `dashboard/refresh-queries/${dashboardId}?fresh=true`, {
    method: 'PUT',
    headers,
    body: '{}',
  });
  return refreshed.data as { refreshed: number; broken: number; items: Record<string, unknown>[] };
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
 * source and a dashboard of two answers on it is stopped and backed up (embedded: DATA_DIR
 * copied; PostgreSQL: `pg_dump -Fc` of the app database plus DATA_DIR's files), the backup is
 * restored into a fresh instance (a new folder, a new database via `pg_restore`), and a new
 * server on it must let the same person sign in and see the same source with the same rows, open
 * the dashboard with the same items and results, and refresh it from the source to the same
 * results.
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
    const dashboardId = await pinDashboard(server, email, sourceId);
    const before = await snapshot(server, email, { sourceId, dashboardId });
    const answered = before.dashboard.filter((item) => rowsOf(item) !== null);
    if (answered.length !== PINNED.length) {
      throw new Error(`the dashboard holds ${answered.length} answered items before the backup`);
    }
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

    const startStarted = Date.now();
    server = await startServer(envFor(restored.db), { dataDir: restored.dir });
    const startMs = Date.now() - startStarted;
    const after = await snapshot(server, email, { sourceId, dashboardId });
    if (JSON.stringify(after) !== JSON.stringify(before)) {
      throw new Error(
        `the restored instance differs: before ${JSON.stringify(before).slice(0, 300)}, after ${JSON.stringify(after).slice(0, 300)}`,
      );
    }
    // The restored instance asks its source again: the same data gives the same results.
    const refreshed = await refreshAll(server, email, dashboardId);
    const results = (items: unknown[]) => JSON.stringify(items.map(rowsOf));
    if (
      refreshed.refreshed !== PINNED.length ||
      refreshed.broken !== 0 ||
      results(refreshed.items) !== results(before.dashboard)
    ) {
      throw new Error(
        `the restored dashboard refreshed differently (${refreshed.refreshed} refreshed, ` +
          `${refreshed.broken} broken): ${results(refreshed.items).slice(0, 400)} after, ` +
          `${results(before.dashboard).slice(0, 400)} before`,
      );
    }
    return {
      target: target.kind,
      before,
      after,
      backupMs,
      restoreMs,
      startMs,
      refreshedItems: refreshed.refreshed,
    };
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
