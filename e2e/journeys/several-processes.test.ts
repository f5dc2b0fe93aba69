import { randomUUID } from 'node:crypto';
import { mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSampleSalesCsv } from '../../apps/server/src/modules/sources/uploads/sample-dataset';
import { apiSignIn, createAccount, uniqueEmail } from '../support/accounts';
import { adminUrl, databaseUrl, withPgClient } from '../support/postgres-admin';
import { groupProcesses } from '../support/processes';
import { type RunningServer, startServer } from '../support/server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 16, several processes: the server keeps nothing a request needs in memory, so two HTTP
 * processes and two workers (worker and scheduler roles) on one PostgreSQL database and one
 * DATA_DIR serve the same people: signed up through one, signed in through the other, a file
 * loaded by whichever worker takes the job, a question asked, and a scheduled refresh run once
 * although two schedulers look for it. Then a worker is killed in the middle of a load while the
 * other runs on: the live one takes the load up once the dead one's heartbeats stop.
 */
describe('two HTTP processes and two workers on one database', () => {
  const database = `tt_multi_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tabletalk-multi-'));
  const processes: RunningServer[] = [];
  afterAll(async () => {
    await Promise.all(processes.map((server) => server.shutdown()));
    await withPgClient(adminUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
    );
    rmSync(dataDir, { recursive: true, force: true });
  });

  let appDbUrl = '';
  let first: RunningServer;
  let second: RunningServer;
  let workers: RunningServer[] = [];
  let headers: Record<string, string> = {};
  beforeAll(async () => {
    await withPgClient(adminUrl, (client) => client.query(`CREATE DATABASE ${database}`));
    appDbUrl = databaseUrl(adminUrl, database);
    const shared = {
      DATABASE_URL: appDbUrl,
      APP_SECRET: 'several-processes-share-this-secret-of-48-bytes!!',
      SCHEDULER_INTERVAL_S: '1',
      // Room for a file big enough to be loading when its worker is killed.
      DEFAULT_PLAN: 'Enterprise',
    };
    const https = await Promise.all(
      [1, 2].map(() => startServer({ ...shared, PROCESS_ROLES: 'http' }, { dataDir })),
    );
    processes.push(...https);
    [first, second] = https as [RunningServer, RunningServer];
    for (let i = 0; i < 2; i += 1) {
      workers.push(
        await startServer(
          { ...shared, PROCESS_ROLES: 'worker,scheduler' },
          { dataDir, waitForHealth: false },
        ),
      );
    }
    processes.push(...workers);
    // Signed up through the first process (its email sent by a worker), signed in through the second.
    const email = uniqueEmail('multi');
    await createAccount(first, email);
    headers = await apiSignIn(second, email);
  }, 120_000);

  const call = async (server: RunningServer, url: string, init: RequestInit = {}) => {
    const res = await fetch(`${server.url}/api/${url}`, { headers, ...init });
    const body = await res.json();
    if (!res.ok) throw new Error(`${url} → ${res.status} ${JSON.stringify(body)}`);
    return body;
  };

  /** Polls a source through `server` until it is no longer PENDING or `timeoutMs` passed. */
  const settled = async (server: RunningServer, sourceId: string, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    let info = (await call(server, `db/source-info/${sourceId}`)).data;
    while (info.status === 'PENDING' && Date.now() < deadline) {
      await sleep(250);
      info = (await call(server, `db/source-info/${sourceId}`)).data;
    }
    return info;
  };

  it('serves the same people through either process and runs a scheduled slot once', async () => {
    // The sample data added through one process, loaded by a worker, read through the other.
    const sourceId = (await call(first, 'db/set-sample', { method: 'POST', body: '{}' }))
      ._id as string;
    expect((await settled(second, sourceId, 120_000)).status).toBe('ACTIVE');

    // A question asked in a room made through the other process.
    const roomId = (
      await call(second, 'db/create-room', {
        method: 'POST',
        body: JSON.stringify({ sourceId, name: 'Both ways' }),
      })
    )._id as string;
    const query = new URLSearchParams({ text: 'total revenue', id: sourceId, room: roomId });
    const answered = await call(first, `db/init-conversation?${query}`);
    const conversationId = answered.data?._id ?? answered._id;
    expect(typeof conversationId).toBe('string');

    // A dashboard refreshed on its schedule: the slot is made due now; two schedulers look.
    const dashboard = (
      await call(second, 'dashboard/create', {
        method: 'POST',
        body: JSON.stringify({ name: 'Twice?' }),
      })
    ).data;
    await call(first, 'dashboard/db/add-conversation-to-dashboard', {
      method: 'POST',
      body: JSON.stringify({ dashboardId: dashboard._id, conversationId, kind: 'WIDGET' }),
    });
    await call(second, `dashboard/update-dashboard-frequency/${dashboard._id}`, {
      method: 'PUT',
      body: JSON.stringify({ frequency: { kind: 'hourly' } }),
    });
    await withPgClient(appDbUrl, (client) =>
      client.query("UPDATE schedules SET next_run_at = now() - interval '1 second'"),
    );
    const jobs = () =>
      withPgClient(appDbUrl, async (client) => {
        const { rows } = await client.query(
          "SELECT state FROM pgboss.job WHERE name = 'dashboards.refresh'",
        );
        return rows.map((row) => row.state as string);
      });
    let states: string[] = [];
    for (let i = 0; i < 60 && !states.includes('completed'); i += 1) {
      await sleep(500);
      states = await jobs();
    }
    // Time for a second scheduler to send the slot again, if it could.
    await sleep(3_000);
    expect(await jobs()).toEqual(['completed']);
    const refreshed = (await call(first, 'dashboard/list')).data.find(
      (row: { _id: string }) => row._id === dashboard._id,
    );
    expect(refreshed?.lastRefreshedAt ?? null).not.toBeNull();
  }, 240_000);

  it('goes on with a load whose worker is killed while the other worker runs (SECURITY 3.2-F1)', async () => {
    const rows = 400_000;
    const csv = path.join(dataDir, 'killed-worker.csv');
    writeSampleSalesCsv(csv, { rowCount: rows });
    const form = new FormData();
    form.set('name', 'Killed worker');
    form.set('file', await openAsBlob(csv, { type: 'text/csv' }), 'killed-worker.csv');
    const { 'content-type': _json, ...auth } = headers;
    const added = await fetch(`${first.url}/api/db/add-database`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    expect(added.status).toBe(200);
    const sourceId = (await added.json())._id as string;

    // Once the load is claimed and under way, the worker whose process group has a load's
    // child at work holds it (each worker also keeps an idle child for its next load): that
    // one is killed.
    const loading = async () => {
      const [row] = await withPgClient(appDbUrl, async (client) => {
        const result = await client.query(
          'SELECT status, attempts, progress FROM sources WHERE id = $1',
          [sourceId],
        );
        return result.rows as { status: string; attempts: number; progress: number }[];
      });
      return row?.status === 'PENDING' && row.attempts === 1 && row.progress > 0.05;
    };
    // CPU time of each worker's loader children: the one that rises is loading.
    const loaderTicks = () =>
      workers.map((worker) =>
        groupProcesses(worker.pid ?? 0, 'ingest-child').reduce((sum, p) => sum + p.cpuTicks, 0),
      );
    let holders: RunningServer[] = [];
    const deadline = Date.now() + 60_000;
    while (holders.length === 0 && Date.now() < deadline) {
      if (await loading()) {
        const before = loaderTicks();
        await sleep(300);
        const after = loaderTicks();
        holders = workers.filter((_, i) => (after[i] ?? 0) > (before[i] ?? 0));
      } else {
        await sleep(20);
      }
    }
    const [holder] = holders;
    if (holders.length !== 1 || !holder?.pid) {
      throw new Error(`${holders.length} workers load: none or both hold the load`);
    }
    const killedGroup = holder.pid;
    await holder.kill();
    const killedAt = Date.now();
    // Nothing of it runs on: its children (the load's) went with it.
    for (let i = 0; i < 50 && groupProcesses(killedGroup).length > 0; i += 1) await sleep(100);
    expect(groupProcesses(killedGroup)).toEqual([]);
    const survivor = workers.find((worker) => worker !== holder);
    if (!survivor?.pid) throw new Error('no other worker');
    workers = [survivor];

    // Its claim falls silent; the live worker's sweep sends the load again and runs it.
    const info = await settled(second, sourceId, 180_000);
    const tookMs = Date.now() - killedAt;
    expect({ status: info.status, reason: info.reason }).toEqual({
      status: 'ACTIVE',
      reason: null,
    });
    const [row] = await withPgClient(appDbUrl, async (client) => {
      const result = await client.query('SELECT row_count FROM sources WHERE id = $1', [sourceId]);
      return result.rows as { row_count: number }[];
    });
    expect(Number(row?.row_count)).toBe(rows);
    // Heartbeats silent 45 s, a sweep every 15 s, then the load: within two minutes.
    expect(tookMs).toBeLessThan(120_000);
    process.stdout.write(
      `killed worker's load ready ${Math.round(tookMs / 1000)} s after the kill\n`,
    );
    // The survivor still answers questions on it.
    const roomId = (
      await call(first, 'db/create-room', {
        method: 'POST',
        body: JSON.stringify({ sourceId, name: 'After the kill' }),
      })
    )._id as string;
    const query = new URLSearchParams({ text: 'how many orders', id: sourceId, room: roomId });
    expect(
      (await fetch(`${second.url}/api/db/init-conversation?${query}`, { headers })).status,
    ).toBe(200);
  }, 240_000);
});
