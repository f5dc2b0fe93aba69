/**
 * SECURITY A5: a database source's password is a canary that must come back in no response, no
 * log line, no audit event and no request to the language model, on the error paths too: failed
 * connection tests (a closed port, an unknown database, MariaDB refusing the password, bodies the
 * API refuses), queries that fail (the engine's, and the model's with its repair round), edits
 * and refreshes that fail, and the source's deletion. The model is a local stand-in speaking
 * OpenAI's API that keeps every request body. The app database's dump is swept as well.
 */
import {
  chatCompletion,
  requestText,
  type StubProvider,
  type StubReply,
  sqlAnswerText,
  startStubProvider,
} from '@tabletalk/nlq/testing';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/core/identity';
import { askSource } from '../src/modules/answers/test-helpers';
import { call } from '../src/modules/rooms/test-helpers';
import { dumpAppDatabase, mariadbAnswers } from '../src/modules/sources/pg-fixture';
import {
  CANARY,
  connection,
  createFixtureDatabase,
  deadPorts,
  SERVER_URL,
  serverAnswers,
  setPlan,
} from '../src/modules/sources/test-helpers';
import { type BuiltUser, buildUser, DEFAULT_PASSWORD } from './factories';
import { createTestApp, type TestApp, testDatabaseKind } from './test-app';

const hasServer = await serverAnswers();
if (!hasServer && process.env.CI === 'true') throw new Error(`No PostgreSQL at ${SERVER_URL}`);

const hasMariadb = await mariadbAnswers();

/** The local MariaDB's root account (empty password), given the canary: the server refuses it. */
const mariadb = {
  type: 'MARIADB',
  host: '127.0.0.1',
  port: 3306,
  database: 'mysql',
  user: 'root',
  password: CANARY,
  ssl: 'disable',
};

const DECLINED_QUESTION = 'Tell me something about the meaning of life';

/** A model whose SQL reads a table the test drops: the query fails and a repair round follows. */
function respond(): StubReply {
  const sql = 'SELECT COUNT(*) AS "n" FROM "public"."customers"';
  return { status: 200, body: chatCompletion(sqlAnswerText(sql, 'Counts the customers.')) };
}

describe.skipIf(!hasServer)(
  `a database source's canary password on every path (SECURITY A5, ${testDatabaseKind})`,
  () => {
    let stub: StubProvider;
    let t: TestApp;
    let fixture: { name: string; drop(): Promise<void> };
    let owner: BuiltUser;
    let sourceId = '';
    const logLines: string[] = [];
    /** Every response the sweep drove, as `METHOD url → status body`. */
    const responses: string[] = [];

    const keep = (label: string, res: LightMyRequestResponse) => {
      responses.push(`${label} → ${res.statusCode} ${res.body}`);
      return res;
    };
    const addDatabase = async (payload: object) =>
      keep(
        'POST /db/add-database',
        await t.app.inject({
          method: 'POST',
          url: '/api/db/add-database',
          headers: owner.headers,
          payload,
        }),
      );
    const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
      keep(`${method} ${url}`, await call(t, owner, method, url, body));
    const expectNoCanary = (texts: string[]) => {
      for (const text of texts) expect(text).not.toContain(CANARY);
    };

    beforeAll(async () => {
      stub = await startStubProvider();
      stub.setResponder(respond);
      t = await createTestApp(
        {
          SOURCE_HOST_ALLOWLIST: '127.0.0.1',
          LOG_LEVEL: 'trace',
          LLM_PROVIDER: 'openai-compatible',
          LLM_BASE_URL: stub.baseUrl,
          LLM_MODEL: 'local-model',
        },
        { logStream: { write: (line) => logLines.push(line) } },
      );
      fixture = await createFixtureDatabase();
      owner = await buildUser(t);
      await setPlan(t, owner.orgId, 'Enterprise');
    });
    afterAll(async () => {
      await t?.close();
      await stub?.close();
      await fixture?.drop();
    });

    it('answers failed connection tests and refused bodies without it', async () => {
      const ports = await deadPorts();
      try {
        for (const port of [ports.closed, ports.reset]) {
          const res = await addDatabase({ name: 'Nowhere', connection: connection('x', { port }) });
          expect(res.json().code).toBe('CONNECTION_FAILED');
        }
      } finally {
        await ports.stop();
      }
      const unknown = await addDatabase({ name: 'Gone', connection: connection('tt_no_such_db') });
      expect(unknown.statusCode).toBe(400);
      const refused = [
        { name: 'Shop', connection: { ...connection(fixture.name), options: CANARY } },
        { name: 'Shop', connection: connection(fixture.name, { host: 'db;drop' }) },
        { name: 'Shop', connection: connection(fixture.name, { password: CANARY.repeat(70) }) },
        { name: 'Shop', connection: connection(fixture.name, { ssl: CANARY }) },
        { name: 'Shop', connection: connection(fixture.name, { type: 'SQLITE' }) },
        { connection: connection(fixture.name) },
      ];
      for (const payload of refused) expect((await addDatabase(payload)).statusCode).toBe(400);
      expectNoCanary(responses);
    });

    it.skipIf(!hasMariadb)('answers a password MariaDB refuses without it', async () => {
      const res = await addDatabase({ name: 'Maria', connection: mariadb });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('CONNECTION_FAILED');
      expect(logLines.join('')).toMatch(/Access denied/);
      expectNoCanary(responses);
    });

    it("answers failing queries without it, and the model's repair round never sees it", async () => {
      const added = await addDatabase({ name: 'Shop', connection: connection(fixture.name) });
      expect(added.statusCode).toBe(200);
      sourceId = added.json()._id;
      const info = await send('GET', `/db/source-info/${sourceId}`);
      expect(info.json().data.status).toBe('ACTIVE');

      const admin = new pg.Client({
        connectionString: SERVER_URL.replace(/\/test$/, `/${fixture.name}`),
      });
      await admin.connect();
      await admin.query('DROP TABLE orders, customers');
      await admin.end();

      const preview = await send('GET', `/db/source-preview-data/${sourceId}?table=customers`);
      expect(preview.statusCode).toBeGreaterThanOrEqual(400);
      const engine = keep(
        'GET /db/nlquery (engine)',
        await askSource(t, owner, sourceId, 'How many customers are there?'),
      );
      expect(engine.statusCode).toBeGreaterThanOrEqual(400);
      const before = stub.requests.length;
      const byModel = keep(
        'GET /db/nlquery (model)',
        await askSource(t, owner, sourceId, DECLINED_QUESTION),
      );
      expect(byModel.statusCode).toBe(200);
      expect(byModel.json().data.status).toBe('declined');
      // The first prompt, then the repair round with the database's complaint.
      const prompts = stub.requests.slice(before);
      expect(prompts).toHaveLength(2);
      expect(requestText(prompts[1])).toContain('<repair>');
      expectNoCanary(responses);
      expectNoCanary(prompts.map((request) => request.rawBody));
    });

    it('answers failing edits, refreshes and reveals without it', async () => {
      const edits = [
        { tables: [{ name: 'no_such_table', label: 'Nope' }] },
        { tables: [], measures: [{ name: 'm', formula: 'sum(', table: 'orders' }] },
        { tables: 'all' },
      ];
      for (const body of edits) {
        expect((await send('PUT', `/db/source-model/${sourceId}`, body)).statusCode).toBe(400);
      }
      const projectId = (await send('GET', `/db/source-info/${sourceId}`)).json().data.projectId;
      expect((await send('PUT', `/db/update-project/${projectId}`, { name: '' })).statusCode).toBe(
        400,
      );
      const headers = { sourceId, headers: ['x'] };
      expect((await send('PUT', '/db/csv-headers', headers)).statusCode).toBeGreaterThanOrEqual(
        400,
      );

      await fixture.drop();
      await send('PUT', `/dashboard/db/refresh-database/${sourceId}`);
      // The refresh fails; the source keeps answering from its previous knowledge.
      const kept = await send('GET', `/db/source-info/${sourceId}`);
      expect(kept.json().data.status).toBe('ACTIVE');
      expect(logLines.join('')).toContain('knowledge build failed');
      await send('GET', `/db/db-schema?id=${sourceId}`);
      await send('GET', `/db/source-preview-data/${sourceId}?table=orders`);
      keep('GET /db/nlquery', await askSource(t, owner, sourceId, DECLINED_QUESTION));

      const wrong = { id: sourceId, password: 'not my password' };
      expect((await send('POST', '/db/decrypt-db-password', wrong)).statusCode).toBe(400);
      // The canary is stored (sealed): its owner reads it back on purpose, after re-entering
      // their account password. That one answer is the exception and is not swept.
      const right = { id: sourceId, password: DEFAULT_PASSWORD };
      const reveal = await call(t, owner, 'POST', '/db/decrypt-db-password', right);
      expect(reveal.json()).toEqual({ password: CANARY });
      expect((await send('DELETE', `/db/delete-source/${sourceId}`)).statusCode).toBe(200);
      expectNoCanary(responses);
    });

    it('is in no response, log line, audit event, model request or app database row', async () => {
      expectNoCanary(responses);
      expect(logLines.length).toBeGreaterThan(0);
      expectNoCanary(logLines);

      const events = await t.ctx.db.select().from(auditEvents);
      const actions = events.map((event) => event.action);
      expect(actions).toContain('source.connection_created');
      expect(actions).toContain('source.connection_deleted');
      expect(actions).toContain('source.password_revealed');
      const tests = events.filter((event) => event.action === 'source.connection_tested');
      expect(tests.filter((event) => event.detail?.outcome === 'failed').length).toBeGreaterThan(2);
      expectNoCanary(events.map((event) => JSON.stringify(event)));

      expect(stub.requests.length).toBeGreaterThan(0);
      expectNoCanary(stub.requests.map((request) => request.rawBody));
      expectNoCanary([await dumpAppDatabase(t)]);
    });
  },
);
