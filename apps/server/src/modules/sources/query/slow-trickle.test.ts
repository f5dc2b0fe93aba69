import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { call, createRoom } from '../../rooms/test-helpers';
import { connection, mariadbAnswers, SERVER_URL, serverAnswers } from '../pg-fixture';
import { createSlowDatabase, eventually, type SlowDatabase } from '../slow-pg-fixture';
import { getSourceRuntime } from '../source-runtime';
import { setPlan } from '../test-helpers';
import { startTrickleProxy, type TrickleProxy } from '../trickle-proxy';
import { findSourceById } from '../update-source';
import { runSourceQuery } from './run-source-query';

const hasServer = await serverAnswers();
if (!hasServer && process.env.CI === 'true') throw new Error(`No PostgreSQL at ${SERVER_URL}`);

const hasMariadb = await mariadbAnswers();

/** SOURCE_QUERY_TIMEOUT_MS of these tests. */
const TIMEOUT_MS = 1_500;
/**
 * The product's bound on a statement whose answer never finishes arriving: the server's own
 * timeout does not fire (the server is done), the client cancels 1 s past TIMEOUT_MS and drops
 * the connection 5 s after that (statement-watch.ts).
 */
const BOUND_MS = TIMEOUT_MS + 1_000 + 5_000;
/** For a busy machine. */
const MARGIN_MS = 3_000;
/** One byte of the server's answer every this many ms: 20 bytes a second. */
const TRICKLE_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The proxy's open connections once they have closed (or after 15 s, whatever is left). */
const proxiedConnectionsOnceClosed = (proxy: TrickleProxy) =>
  eventually(
    async () => proxy.connections(),
    (open) => open === 0,
    15_000,
  );

describe.skipIf(!hasServer)(
  'a source database that answers a byte at a time (issue 16, faults)',
  () => {
    let t: TestApp;
    let slow: SlowDatabase;
    let proxy: TrickleProxy;
    beforeAll(async () => {
      t = await createTestApp({
        SOURCE_HOST_ALLOWLIST: '127.0.0.1',
        SOURCE_QUERY_TIMEOUT_MS: String(TIMEOUT_MS),
      });
      slow = await createSlowDatabase();
      proxy = await startTrickleProxy({ host: '127.0.0.1', port: 5432 });
    });
    afterAll(async () => {
      await proxy?.stop();
      await t?.close();
      await slow?.drop();
    });

    /** A PostgreSQL source of `user`'s organization on the fixture database, and a room over it. */
    async function sourceWithRoom(user: BuiltUser, name: string, port = 5432) {
      const added = await call(t, user, 'POST', '/db/add-database', {
        name,
        connection: connection(slow.name, { port }),
      });
      if (added.statusCode !== 200) throw new Error(`add-database: ${added.body}`);
      const sourceId: string = added.json()._id;
      return { sourceId, roomId: await createRoom(t, user, sourceId, name) };
    }

    it('PostgreSQL: stops the query within its timeout bound with a clear error, frees its slot and connection, and other sources answer meanwhile', async ({
      annotate,
    }) => {
      const owner = await buildUser(t);
      const neighbour = await buildUser(t);
      await Promise.all([setPlan(t, owner.orgId, 'Pro'), setPlan(t, neighbour.orgId, 'Pro')]);
      const trickled = await sourceWithRoom(owner, 'Trickled', proxy.port);
      const direct = await sourceWithRoom(owner, 'Direct');
      const other = await sourceWithRoom(neighbour, 'Neighbour');
      const sql = 'SELECT id, name FROM customers ORDER BY id';
      const ask = (user: BuiltUser, roomId: string) =>
        call(t, user, 'POST', '/db/conversation', { room: roomId, sql });
      const timed = async (user: BuiltUser, roomId: string) => {
        const started = Date.now();
        const res = await ask(user, roomId);
        return { status: res.statusCode, body: res.json(), ms: Date.now() - started };
      };
      // Answers at once while the proxy passes bytes through; the pool keeps its connection.
      expect((await timed(owner, trickled.roomId)).status).toBe(200);

      proxy.trickle(TRICKLE_MS);
      const pending = timed(owner, trickled.roomId);
      await sleep(500);
      const gate = getSourceRuntime(t.ctx).gate;
      expect(gate.stats(owner.orgId).active).toBe(1);
      // Another source of the organization, and another organization's, answer meanwhile.
      const meanwhile = await Promise.all([
        timed(owner, direct.roomId),
        timed(neighbour, other.roomId),
      ]);
      expect(meanwhile.map((res) => res.status)).toEqual([200, 200]);
      expect(Math.max(...meanwhile.map((res) => res.ms))).toBeLessThan(2_000);

      const stopped = await pending;
      expect(stopped.status).toBe(504);
      expect(stopped.body).toMatchObject({
        code: 'QUERY_TIMEOUT',
        message: 'The question took too long to answer. Try narrowing it down.',
      });
      expect(stopped.ms).toBeGreaterThanOrEqual(TIMEOUT_MS);
      expect(stopped.ms).toBeLessThan(BOUND_MS + MARGIN_MS);
      // The slot is back, and the dropped connection with its backend is gone.
      expect(gate.stats(owner.orgId)).toEqual({ active: 0, queued: 0 });
      proxy.trickle(0);
      expect(await proxiedConnectionsOnceClosed(proxy)).toBe(0);

      // The source answers again once its server does.
      const after = await timed(owner, trickled.roomId);
      expect(after.status).toBe(200);
      expect(after.ms).toBeLessThan(2_000);
      await annotate(
        `PostgreSQL trickle: 504 QUERY_TIMEOUT after ${stopped.ms} ms (timeout ${TIMEOUT_MS} ms, bound ${BOUND_MS} ms); the other sources answered meanwhile in ${meanwhile.map((res) => res.ms).join(' and ')} ms`,
      );
    }, 60_000);
  },
);

describe.skipIf(!hasMariadb)(
  'a MariaDB source that answers a byte at a time (issue 16, faults)',
  () => {
    let t: TestApp;
    let proxy: TrickleProxy;
    beforeAll(async () => {
      t = await createTestApp({
        SOURCE_HOST_ALLOWLIST: '127.0.0.1',
        SOURCE_QUERY_TIMEOUT_MS: String(TIMEOUT_MS),
      });
      proxy = await startTrickleProxy({ host: '127.0.0.1', port: 3306 });
    });
    afterAll(async () => {
      await proxy?.stop();
      await t?.close();
    });

    it('MariaDB: stops the query within its timeout bound with the timeout error, frees its slot and connection, and another source answers meanwhile', async ({
      annotate,
    }) => {
      const owner = await buildUser(t);
      await setPlan(t, owner.orgId, 'Pro');
      const addSource = async (name: string, port: number) => {
        const added = await call(t, owner, 'POST', '/db/add-database', {
          name,
          connection: {
            type: 'MARIADB',
            host: '127.0.0.1',
            port,
            database: 'test',
            user: 'root',
            password: '',
            ssl: 'disable',
          },
        });
        if (added.statusCode !== 200) throw new Error(`add-database: ${added.body}`);
        const source = await findSourceById(t.ctx.db, added.json()._id);
        if (!source) throw new Error('no source');
        return source;
      };
      const trickled = await addSource('Trickled', proxy.port);
      const direct = await addSource('Direct', 3306);
      // 200 rows: about a kilobyte, a minute's worth of trickle.
      const sql =
        'WITH RECURSIVE r (n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 200) SELECT n FROM r';
      const query = (source = trickled) =>
        runSourceQuery(t.ctx, { orgId: owner.orgId, source, sql });
      expect((await query()).rows).toHaveLength(200);

      proxy.trickle(TRICKLE_MS);
      const started = Date.now();
      const pending = query().then(
        () => null,
        (caught: unknown) => caught,
      );
      await sleep(500);
      // The organization's other source answers meanwhile.
      const meanwhileStarted = Date.now();
      expect((await query(direct)).rows).toHaveLength(200);
      const meanwhileMs = Date.now() - meanwhileStarted;
      expect(meanwhileMs).toBeLessThan(2_000);
      const error = await pending;
      const elapsed = Date.now() - started;
      expect(error).toMatchObject({
        code: 'QUERY_TIMEOUT',
        message: 'The query took too long and was stopped.',
      });
      expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS);
      expect(elapsed).toBeLessThan(BOUND_MS + MARGIN_MS);
      expect(getSourceRuntime(t.ctx).gate.stats(owner.orgId)).toEqual({ active: 0, queued: 0 });
      proxy.trickle(0);
      expect(await proxiedConnectionsOnceClosed(proxy)).toBe(0);
      expect((await query()).rows).toHaveLength(200);
      await annotate(
        `MariaDB trickle: QUERY_TIMEOUT after ${elapsed} ms (timeout ${TIMEOUT_MS} ms, bound ${BOUND_MS} ms); the other source answered meanwhile in ${meanwhileMs} ms`,
      );
    }, 60_000);
  },
);
