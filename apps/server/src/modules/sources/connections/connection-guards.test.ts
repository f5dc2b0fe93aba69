import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { connection, deadPorts, SERVER_URL } from '../pg-fixture';
import { setPlan } from '../test-helpers';

describe('the app database itself (SECURITY A3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SOURCE_HOST_ALLOWLIST: '*', DATABASE_URL: SERVER_URL });
  });
  afterAll(() => t.close());

  it('cannot be registered as a source, even with every host allowed', async () => {
    const owner = await buildUser(t);
    await setPlan(t, owner.orgId, 'Pro');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/db/add-database',
      headers: owner.headers,
      payload: { name: 'Sneaky', connection: connection('test', { host: 'localhost' }) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This database server cannot be used as a data source.');
  });
});

describe('connection tests and password reveals are rate-limited per user (SECURITY A2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT: 'true', SOURCE_HOST_ALLOWLIST: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('answers the 11th test in a minute with 429', async () => {
    const owner = await buildUser(t);
    await setPlan(t, owner.orgId, 'Pro');
    const ports = await deadPorts();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/db/add-database',
          headers: owner.headers,
          payload: { name: 'x', connection: connection('shop', { port: ports.closed }) },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(statuses[10]).toBe(429);
    } finally {
      await ports.stop();
    }
  });

  it('answers the 6th password reveal in a minute with 429', async () => {
    const owner = await buildUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/db/decrypt-db-password',
        headers: owner.headers,
        payload: { id: randomUUID(), password: 'a guess' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
  });
});
