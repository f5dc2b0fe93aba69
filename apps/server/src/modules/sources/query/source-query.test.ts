import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { loadConnection, storeConnection } from '../connections';
import { SERVER_URL, serverAnswers } from '../pg-fixture';
import {
  addDatabaseSourceFor,
  createSlowDatabase,
  eventually,
  type SlowDatabase,
} from '../slow-pg-fixture';
import { getSourceRuntime } from '../source-runtime';
import { sources } from '../tables';
import { ordersCsv, upload } from '../test-helpers';
import { findSourceById } from '../update-source';
import { runSourceQuery } from './run-source-query';
import { getSourceForQuery } from './source-for-query';

const hasServer = await serverAnswers();
if (!hasServer && process.env.CI === 'true') throw new Error(`No PostgreSQL at ${SERVER_URL}`);

async function sourceOf(t: TestApp, sourceId: string) {
  const row = await findSourceById(t.ctx.db, sourceId);
  if (!row) throw new Error('no such source');
  return row;
}

describe('runSourceQuery on a file source', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("builds a fresh file's knowledge in the background query process; questions stay out of it", async () => {
    const owner = await buildUser(t);
    const runtime = getSourceRuntime(t.ctx);
    const background = runtime.backgroundQueryProcesses;
    let backgroundCalls = 0;
    const run = background.run.bind(background);
    background.run = (call) => {
      backgroundCalls += 1;
      return run(call);
    };
    try {
      const sourceId = (await upload(t, owner, ordersCsv(30))).json()._id;
      const source = await sourceOf(t, sourceId);
      // The load's knowledge build profiled the file there, through a connector of its own.
      expect(backgroundCalls).toBeGreaterThan(0);
      expect(runtime.connectors.keys()).toContain(`background-file:${source.duckdbPath}`);
      const before = backgroundCalls;
      const sql = 'SELECT count(*) AS n FROM data';
      const answer = await runSourceQuery(t.ctx, { orgId: owner.orgId, source, sql });
      expect(answer.rows).toEqual([[30]]);
      expect(backgroundCalls).toBe(before);
      // The next test counts the file connectors open: this one's go.
      await runtime.connectors.evict(`file:${source.duckdbPath}`);
      await runtime.connectors.evict(`background-file:${source.duckdbPath}`);
    } finally {
      background.run = run;
    }
  });

  it('queries the one read-only DuckDB instance of the file, reopened after a reload', async () => {
    const owner = await buildUser(t);
    const sourceId = (await upload(t, owner, ordersCsv(30))).json()._id;
    const source = await sourceOf(t, sourceId);
    const { orgId } = owner;
    const sql = 'SELECT count(*) AS n, sum(amount) > $1 AS big FROM data';
    const first = await runSourceQuery(t.ctx, { orgId, source, sql, params: [10] });
    expect(first.rows).toEqual([[30, true]]);
    await runSourceQuery(t.ctx, { orgId, source, sql, params: [10] });
    const fileKeys = getSourceRuntime(t.ctx)
      .connectors.keys()
      .filter((key) => key.startsWith('file:'));
    expect(fileKeys).toEqual([`file:${source.duckdbPath}`]);

    const write = runSourceQuery(t.ctx, { orgId, source, sql: 'DELETE FROM data' });
    await expect(write).rejects.toMatchObject({ code: 'READ_ONLY_VIOLATION' });

    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/db/csv-headers',
      headers: owner.headers,
      payload: { sourceId, headers: ['order_id', 'zone', 'total'] },
    });
    expect(renamed.statusCode).toBe(200);
    const reloaded = await sourceOf(t, sourceId);
    const after = await runSourceQuery(t.ctx, {
      orgId,
      source: reloaded,
      sql: 'SELECT count(*) FROM data WHERE total > 0',
    });
    expect(after.rows).toEqual([[30]]);
  });

  it('refuses another organization and a source that is not ready', async () => {
    const owner = await buildUser(t);
    const other = await buildUser(t);
    const sourceId = (await upload(t, owner, ordersCsv(3))).json()._id;
    const source = await sourceOf(t, sourceId);
    const sql = 'SELECT 1';
    await expect(runSourceQuery(t.ctx, { orgId: other.orgId, source, sql })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const loading = { ...source, status: 'PENDING' as const };
    await expect(
      runSourceQuery(t.ctx, { orgId: owner.orgId, source: loading, sql }),
    ).rejects.toMatchObject({ code: 'SOURCE_NOT_READY' });

    const queryable = await getSourceForQuery(t.ctx, {
      orgId: owner.orgId,
      sourceId,
      deletedError: 'SOURCE_DELETED_ROOM',
    });
    const answer = await queryable.query({ sql: 'SELECT max(id) FROM data', maxRows: 1 });
    expect(answer.rows).toEqual([[3]]);
  });
});

describe.skipIf(!hasServer)('runSourceQuery on a PostgreSQL source (pooling)', () => {
  let t: TestApp;
  let slow: SlowDatabase;
  beforeAll(async () => {
    t = await createTestApp({ SOURCE_HOST_ALLOWLIST: '127.0.0.1', SOURCE_POOL_MAX: '2' });
    slow = await createSlowDatabase();
  });
  afterAll(async () => {
    await t?.close();
    await slow?.drop();
  });

  it('reuses one pool across queries; a re-sealed connection gets a new one; delete closes it', async () => {
    const { owner, sourceId } = await addDatabaseSourceFor(t, slow.name);
    const source = await sourceOf(t, sourceId);
    const { orgId } = owner;
    const pid = async (row = source) =>
      (await runSourceQuery(t.ctx, { orgId, source: row, sql: 'SELECT pg_backend_pid()' }))
        .rows[0]?.[0];
    const firstPid = await pid();
    expect(await pid()).toBe(firstPid);
    const sum = await runSourceQuery(t.ctx, {
      orgId,
      source,
      sql: 'SELECT $1::int + $2::int AS total',
      params: [40, 2],
    });
    expect(sum.rows).toEqual([[42]]);

    // Sealing the same credentials again is what an edit of the connection looks like here.
    const stored = storeConnection(t.ctx.env, loadConnection(t.ctx.env, source));
    await t.ctx.db.update(sources).set(stored).where(eq(sources.id, sourceId));
    const edited = await sourceOf(t, sourceId);
    const editedPid = await pid(edited);
    expect(editedPid).not.toBe(firstPid);
    const pids = await eventually(slow.backendPids, (live) => !live.includes(Number(firstPid)));
    expect(pids).not.toContain(Number(firstPid));
    expect(pids).toContain(Number(editedPid));

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/db/delete-source/${sourceId}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await eventually(slow.connections, (count) => count === 0)).toBe(0);
  });

  it('never opens more than SOURCE_POOL_MAX connections, however many queries the gate lets in', async () => {
    const { owner, sourceId } = await addDatabaseSourceFor(t, slow.name);
    const source = await sourceOf(t, sourceId);
    let maxSeen = 0;
    const queries = Array.from({ length: 4 }, () =>
      runSourceQuery(t.ctx, { orgId: owner.orgId, source, sql: 'SELECT pg_sleep(0.4)' }),
    );
    const sampling = eventually(
      async () => {
        maxSeen = Math.max(maxSeen, await slow.connections());
        return maxSeen;
      },
      () => false,
      800,
    );
    await Promise.all([...queries, sampling]);
    expect(maxSeen).toBe(2);
  });

  it('closes idle pools when the app closes', async () => {
    const others = new Set(await slow.backendPids());
    const own = await createTestApp({ SOURCE_HOST_ALLOWLIST: '127.0.0.1' });
    let mine: number[] = [];
    try {
      const { owner, sourceId } = await addDatabaseSourceFor(own, slow.name);
      const source = await sourceOf(own, sourceId);
      await runSourceQuery(own.ctx, { orgId: owner.orgId, source, sql: 'SELECT 1' });
      mine = (await slow.backendPids()).filter((pid) => !others.has(pid));
      expect(mine.length).toBeGreaterThan(0);
    } finally {
      await own.close();
    }
    const left = await eventually(
      slow.backendPids,
      (live) => !live.some((pid) => mine.includes(pid)),
    );
    expect(left.filter((pid) => mine.includes(pid))).toEqual([]);
  });
});
