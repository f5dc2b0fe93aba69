import { existsSync, readdirSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { connection, SERVER_URL, serverAnswers } from '../pg-fixture';
import {
  addDatabaseSourceFor,
  createSlowDatabase,
  eventually,
  type SlowDatabase,
} from '../slow-pg-fixture';
import { getSourceRuntime } from '../source-runtime';
import { setPlan } from '../test-helpers';
import { startTrickleProxy, type TrickleProxy } from '../trickle-proxy';
import { findSourceById } from '../update-source';
import { runSourceQuery } from './run-source-query';

const hasServer = await serverAnswers();
if (!hasServer && process.env.CI === 'true') throw new Error(`No PostgreSQL at ${SERVER_URL}`);

const POOL_MAX = 2;
const CONCURRENCY = 4;
const FAILURES = 1_000;
/** Statements that fail on the server at once, each in its own way. */
const FAILING_SQL = [
  'SELECT 1 / 0',
  'SELECT * FROM no_such_table',
  "SELECT 'not a number'::int",
  'SELECT nonsense(',
];

/** The garbage collector, reachable without starting the process with --expose-gc. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}
const gc = collector();

/** Heap in use after a full collection, in MB. */
function heapMb(): number {
  gc();
  return process.memoryUsage().heapUsed / 1_048_576;
}

/**
 * Open file descriptors of this process (sockets included, even those that do not keep it
 * alive), and the timers that do.
 */
function handles(): { fds: number; timers: number } {
  const fds = existsSync('/proc/self/fd') ? readdirSync('/proc/self/fd').length : 0;
  const timers = process.getActiveResourcesInfo().filter((name) => name === 'Timeout').length;
  return { fds, timers };
}

/**
 * Runs `count` calls of `call`, CONCURRENCY at a time (each worker one after another, so the
 * organization's slots are all busy and nothing is turned away), and returns the code each
 * call failed with ('ok' for none).
 */
async function inWaves(count: number, call: (index: number) => Promise<unknown>) {
  const codes: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      codes.push(
        await call(index).then(
          () => 'ok',
          (error: unknown) => String((error as { code?: unknown }).code),
        ),
      );
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return codes;
}

/** How many times each code occurs. */
const tally = (codes: string[]) =>
  Object.fromEntries(
    [...new Set(codes)].map((code) => [code, codes.filter((c) => c === code).length]),
  );

describe.skipIf(!hasServer)('a source that fails 1,000 times in a row (issue 16, faults)', () => {
  let t: TestApp;
  let slow: SlowDatabase;
  let proxy: TrickleProxy;
  beforeAll(async () => {
    t = await createTestApp({
      SOURCE_HOST_ALLOWLIST: '127.0.0.1',
      SOURCE_POOL_MAX: String(POOL_MAX),
      ORG_QUERY_CONCURRENCY: String(CONCURRENCY),
    });
    slow = await createSlowDatabase();
    proxy = await startTrickleProxy({ host: '127.0.0.1', port: 5432 });
  });
  afterAll(async () => {
    await proxy?.stop();
    await t?.close();
    await slow?.drop();
  });

  it('runs 1,000 failing queries through the gate and the pool, then leaks no slot, connection or memory', async ({
    annotate,
  }) => {
    const { owner, sourceId } = await addDatabaseSourceFor(t, slow.name);
    const source = await findSourceById(t.ctx.db, sourceId);
    if (!source) throw new Error('no source');
    const { orgId } = owner;
    const gate = getSourceRuntime(t.ctx).gate;
    const query = (sql: string) => runSourceQuery(t.ctx, { orgId, source, sql });
    // Warm up (modules, the pool's connections) before anything is measured.
    await inWaves(40, (i) => query(FAILING_SQL[i % FAILING_SQL.length] ?? ''));
    const heapBefore = heapMb();
    const handlesBefore = handles();

    let maxConnections = 0;
    let isSampling = true;
    const sampling = (async () => {
      while (isSampling) {
        maxConnections = Math.max(maxConnections, await slow.connections());
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const started = Date.now();
    const codes = await inWaves(FAILURES, (i) => query(FAILING_SQL[i % FAILING_SQL.length] ?? ''));
    const elapsed = Date.now() - started;
    isSampling = false;
    await sampling;

    expect(tally(codes)).toEqual({ QUERY_FAILED: FAILURES });
    // Every slot came back: none held, none waiting.
    expect(gate.stats(orgId)).toEqual({ active: 0, queued: 0 });
    // The pool never went past its cap, and keeps no more than its cap open.
    expect(maxConnections).toBeGreaterThan(0);
    expect(maxConnections).toBeLessThanOrEqual(POOL_MAX);
    expect(await slow.connections()).toBeLessThanOrEqual(POOL_MAX);
    // Nothing piles up per failure: sockets, timers, memory.
    const handlesAfter = handles();
    expect(handlesAfter.fds).toBeLessThanOrEqual(handlesBefore.fds + POOL_MAX);
    expect(handlesAfter.timers).toBeLessThanOrEqual(handlesBefore.timers + POOL_MAX);
    const heapGrowth = heapMb() - heapBefore;
    expect(heapGrowth).toBeLessThan(5);

    // A new call gets a slot at once, and as many as the organization may run answer together.
    const answered = Date.now();
    const answers = await Promise.all(
      Array.from({ length: CONCURRENCY }, () => query('SELECT 1 AS n')),
    );
    expect(answers.map((answer) => answer.rows)).toEqual(Array(CONCURRENCY).fill([[1]]));
    expect(Date.now() - answered).toBeLessThan(1_000);

    // Deleting the source closes its pool: no backend is left behind.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/db/delete-source/${sourceId}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await eventually(slow.connections, (count) => count === 0)).toBe(0);
    await annotate(
      `${FAILURES} failing queries in ${elapsed} ms, ${CONCURRENCY} at a time; max ${maxConnections} connections (cap ${POOL_MAX}); heap ${heapGrowth >= 0 ? '+' : ''}${heapGrowth.toFixed(1)} MB; file descriptors ${handlesBefore.fds} → ${handlesAfter.fds}, timers ${handlesBefore.timers} → ${handlesAfter.timers}`,
    );
  }, 60_000);

  it('answers 1,000 calls to a source whose port closed at once, leaks nothing, and recovers when the server is back', async ({
    annotate,
  }) => {
    const owner = await buildUser(t);
    await setPlan(t, owner.orgId, 'Pro');
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/db/add-database',
      headers: owner.headers,
      payload: { name: 'Gone', connection: connection(slow.name, { port: proxy.port }) },
    });
    expect(added.statusCode, added.body).toBe(200);
    const source = await findSourceById(t.ctx.db, added.json()._id);
    if (!source) throw new Error('no source');
    const { orgId } = owner;
    const gate = getSourceRuntime(t.ctx).gate;
    const query = () => runSourceQuery(t.ctx, { orgId, source, sql: 'SELECT 1 AS n' });
    expect((await query()).rows).toEqual([[1]]);

    // The server goes away: its pooled connections are cut and its port refuses.
    await proxy.stop();
    await inWaves(40, query);
    const heapBefore = heapMb();
    const handlesBefore = handles();
    const started = Date.now();
    const codes = await inWaves(FAILURES, query);
    const elapsed = Date.now() - started;

    expect(tally(codes)).toEqual({ CONNECTION_REFUSED: FAILURES });
    expect(gate.stats(orgId)).toEqual({ active: 0, queued: 0 });
    const handlesAfter = handles();
    expect(handlesAfter.fds).toBeLessThanOrEqual(handlesBefore.fds);
    expect(handlesAfter.timers).toBeLessThanOrEqual(handlesBefore.timers + POOL_MAX);
    const heapGrowth = heapMb() - heapBefore;
    expect(heapGrowth).toBeLessThan(5);

    // Back: the next call connects again, with no restart.
    await proxy.start();
    expect((await query()).rows).toEqual([[1]]);
    expect(proxy.connections()).toBeLessThanOrEqual(POOL_MAX);
    await annotate(
      `${FAILURES} calls to a closed port refused in ${elapsed} ms; heap ${heapGrowth >= 0 ? '+' : ''}${heapGrowth.toFixed(1)} MB; file descriptors ${handlesBefore.fds} → ${handlesAfter.fds}, timers ${handlesBefore.timers} → ${handlesAfter.timers}`,
    );
  }, 60_000);
});
