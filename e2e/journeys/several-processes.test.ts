import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiSignIn, createAccount, uniqueEmail } from '../support/accounts';
import { adminUrl, databaseUrl, withPgClient } from '../support/postgres-admin';
import { type RunningServer, startServer } from '../support/server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 16, several processes: the server keeps nothing a request needs in memory, so two HTTP
 * processes and two workers (worker and scheduler roles) on one PostgreSQL database and one
 * DATA_DIR serve the same people: signed up through one, signed in through the other, a file
 * loaded by whichever worker takes the job, a question asked, and a scheduled refresh run once
 * although two schedulers look for it.
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

  it('serves the same people through either process and runs a scheduled slot once', async () => {
    await withPgClient(adminUrl, (client) => client.query(`CREATE DATABASE ${database}`));
    const appDbUrl = databaseUrl(adminUrl, database);
    const shared = {
      DATABASE_URL: appDbUrl,
      APP_SECRET: 'several-processes-share-this-secret-of-48-bytes!!',
      SCHEDULER_INTERVAL_S: '1',
    };
    const [first, second] = await Promise.all(
      [1, 2].map(() => startServer({ ...shared, PROCESS_ROLES: 'http' }, { dataDir })),
    );
    if (!first || !second) throw new Error('no HTTP process');
    processes.push(first, second);
    for (let i = 0; i < 2; i += 1) {
      processes.push(
        await startServer(
          { ...shared, PROCESS_ROLES: 'worker,scheduler' },
          { dataDir, waitForHealth: false },
        ),
      );
    }

    // Signed up through the first process (its email sent by a worker), signed in through the second.
    const email = uniqueEmail('multi');
    await createAccount(first, email);
    const headers = await apiSignIn(second, email);
    const call = async (server: RunningServer, url: string, init: RequestInit = {}) => {
      const res = await fetch(`${server.url}/api/${url}`, { headers, ...init });
      const body = await res.json();
      if (!res.ok) throw new Error(`${url} → ${res.status} ${JSON.stringify(body)}`);
      return body;
    };

    // The sample data added through one process, loaded by a worker, read through the other.
    const sourceId = (await call(first, 'db/set-sample', { method: 'POST', body: '{}' }))
      ._id as string;
    const deadline = Date.now() + 120_000;
    let info = (await call(second, `db/source-info/${sourceId}`)).data;
    while (info.status === 'PENDING' && Date.now() < deadline) {
      await sleep(250);
      info = (await call(second, `db/source-info/${sourceId}`)).data;
    }
    expect(info.status).toBe('ACTIVE');

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
});
