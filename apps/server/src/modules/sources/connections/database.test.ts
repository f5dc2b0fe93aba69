import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, DEFAULT_PASSWORD } from '../../../../test/factories';
import { raceAt } from '../../../../test/race';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import {
  CANARY,
  connection,
  createFixtureDatabase,
  deadPorts,
  dumpAppDatabase,
  SERVER_URL,
  serverAnswers,
} from '../pg-fixture';
import { sources } from '../tables';
import { get, ordersCsv, setPlan, upload } from '../test-helpers';

const hasServer = await serverAnswers();
if (!hasServer && process.env.CI === 'true') throw new Error(`No PostgreSQL at ${SERVER_URL}`);

describe('database sources (db/add-database, JSON)', () => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      { SOURCE_HOST_ALLOWLIST: '127.0.0.1', LOG_LEVEL: 'debug' },
      { logStream: { write: (line) => logLines.push(line) } },
    );
  });
  afterAll(() => t.close());

  const addDatabase = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/db/add-database', headers, payload });

  it('walks 400, 403 and the plan before connecting', async () => {
    const owner = await buildUser(t);
    const extraKey = await addDatabase(owner.headers, {
      name: 'Shop',
      connection: { ...connection('shop'), options: '-c search_path=evil' },
    });
    expect(extraKey.statusCode).toBe(400);
    const badHost = await addDatabase(owner.headers, {
      name: 'Shop',
      connection: connection('shop', { host: 'db;drop' }),
    });
    expect(badHost.statusCode).toBe(400);

    const viewer = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'viewer' });
    const forbidden = await addDatabase(viewer.headers, {
      name: 'Shop',
      connection: connection('shop'),
    });
    expect(forbidden.statusCode).toBe(403);

    const basic = await addDatabase(owner.headers, {
      name: 'Shop',
      connection: connection('shop'),
    });
    expect(basic.statusCode).toBe(402);
    expect(basic.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      message:
        'The Basic plan allows file uploads only, no database connections. Upgrade to Pro for database connections.',
    });
  });

  it('answers a refused and a reset port identically (no port-scan oracle)', async () => {
    const owner = await buildUser(t);
    await setPlan(t, owner.orgId, 'Pro');
    const ports = await deadPorts();
    try {
      const bodies = [];
      for (const port of [ports.closed, ports.reset]) {
        const res = await addDatabase(owner.headers, {
          name: 'Nowhere',
          connection: connection('shop', { port }),
        });
        expect(res.statusCode).toBe(400);
        const { requestId: _ignored, ...body } = res.json();
        bodies.push(JSON.stringify(body));
      }
      expect(bodies[0]).toBe(bodies[1]);
      expect(bodies[0]).toContain('CONNECTION_FAILED');
      expect(bodies[0]).not.toContain('127.0.0.1');
    } finally {
      await ports.stop();
    }
  });

  it('refuses a private host that is not allowlisted, saying how to allow it', async () => {
    const owner = await buildUser(t);
    await setPlan(t, owner.orgId, 'Pro');
    const res = await addDatabase(owner.headers, {
      name: 'Internal',
      connection: connection('shop', { host: '10.0.0.5' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('SOURCE_HOST_ALLOWLIST');
  });

  describe.skipIf(!hasServer)('against the local PostgreSQL server', () => {
    let fixture: { name: string; drop(): Promise<void> };
    beforeAll(async () => {
      fixture = await createFixtureDatabase();
    });
    afterAll(() => fixture?.drop());

    it('connects, builds knowledge v1, previews, and never shows the stored password', async () => {
      const owner = await buildUser(t);
      await setPlan(t, owner.orgId, 'Pro');
      const bodies: string[] = [];
      const res = await addDatabase(owner.headers, {
        name: 'Shop',
        connection: connection(fixture.name),
      });
      bodies.push(res.body);
      expect(res.statusCode).toBe(200);
      const id = res.json()._id;
      expect(res.json()).toMatchObject({ status: 'PENDING', type: 'POSTGRESQL', name: 'Shop' });

      const info = await get(t, owner, `/api/db/source-info/${id}`);
      bodies.push(info.body);
      expect(info.json().data).toMatchObject({
        status: 'ACTIVE',
        modelVersion: 1,
        isDatabase: true,
      });
      expect(info.json().data.connection).toMatchObject({
        host: '127.0.0.1',
        database: fixture.name,
      });
      expect(info.json().data.connection).not.toHaveProperty('password');

      const schema = await get(t, owner, `/api/db/db-schema?id=${id}`);
      bodies.push(schema.body);
      const tables = schema
        .json()
        .data.tables.map((table: { name: string }) => table.name)
        .sort();
      expect(tables).toEqual(['customers', 'orders']);
      expect(schema.json().data.relationships).toEqual([
        expect.objectContaining({ fromTable: 'orders', toTable: 'customers', kind: 'foreign_key' }),
      ]);

      const preview = await get(
        t,
        owner,
        `/api/db/source-preview-data/${id}?table=orders&pageSize=50`,
      );
      bodies.push(preview.body);
      expect(preview.json()).toMatchObject({ total: 150 });
      expect(preview.json().rows).toHaveLength(50);

      for (const url of ['/api/db/sources', '/api/db/all-databases', '/api/db/all-projects']) {
        bodies.push((await get(t, owner, url)).body);
      }
      bodies.push((await get(t, owner, `/api/db/project-by-id?id=${res.json().projectId}`)).body);
      const refresh = await t.app.inject({
        method: 'PUT',
        url: `/api/dashboard/db/refresh-database/${id}`,
        headers: owner.headers,
      });
      bodies.push(refresh.body);
      expect((await get(t, owner, `/api/db/source-info/${id}`)).json().data.modelVersion).toBe(2);

      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/db/decrypt-db-password',
        headers: owner.headers,
        payload: { id, password: 'not my password' },
      });
      bodies.push(wrong.body);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('PASSWORD_INCORRECT');

      const member = await buildUser(t, {
        orgId: owner.orgId,
        teamId: owner.teamId,
        role: 'admin',
      });
      const notOwner = await t.app.inject({
        method: 'POST',
        url: '/api/db/decrypt-db-password',
        headers: member.headers,
        payload: { id, password: DEFAULT_PASSWORD },
      });
      bodies.push(notOwner.body);
      expect(notOwner.statusCode).toBe(403);

      for (const body of bodies) expect(body).not.toContain(CANARY);

      const right = await t.app.inject({
        method: 'POST',
        url: '/api/db/decrypt-db-password',
        headers: owner.headers,
        payload: { id, password: DEFAULT_PASSWORD },
      });
      expect(right.json()).toEqual({ password: CANARY });

      const dump = await dumpAppDatabase(t);
      expect(dump).toContain(id);
      expect(dump).not.toContain(CANARY);
      expect(dump).toContain('source.password_revealed');
      expect(logLines.join('')).not.toContain(CANARY);
    });

    it('connects exactly one of two databases added at once at the last place', async () => {
      const owner = await buildUser(t);
      await setPlan(t, owner.orgId, 'Core'); // 5 data sources
      for (const rows of [1, 2, 3, 4]) {
        expect((await upload(t, owner, ordersCsv(rows))).statusCode).toBe(200);
      }
      const answers = await raceAt(t, sources, [
        () => addDatabase(owner.headers, { name: 'Left', connection: connection(fixture.name) }),
        () => addDatabase(owner.headers, { name: 'Right', connection: connection(fixture.name) }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 402]);
      expect(answers.find((answer) => answer.statusCode === 402)?.json()).toMatchObject({
        code: 'PLAN_LIMIT',
        message:
          'The Core plan allows up to 5 data sources. Upgrade to Pro for up to 10 data sources.',
      });
      const me = await get(t, owner, '/api/users/me');
      expect(me.json().data.serviceUsage.dataSources).toEqual({ used: 5, limit: 5 });
    });
  });
});
