import { randomBytes } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { databaseRateLimitStore } from './rate-limit-store';

describe('databaseRateLimitStore', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let offset = 0;
  let ctx: Pick<AppContext, 'db' | 'keys' | 'log' | 'now'>;
  /** Two apps on one database, as two HTTP processes: each has its own store instance. */
  const apps: FastifyInstance[] = [];

  async function limitedApp(): Promise<FastifyInstance> {
    const app = Fastify();
    await app.register(rateLimit, { global: false, store: databaseRateLimitStore(ctx) });
    app.get('/a', { config: { rateLimit: { max: 3, timeWindow: '1 minute' } } }, async () => 'a');
    app.get('/b', { config: { rateLimit: { max: 3, timeWindow: '1 minute' } } }, async () => 'b');
    app.get('/wide', { config: { rateLimit: { max: 10, timeWindow: 60_000 } } }, async () => 'w');
    await app.ready();
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    ctx = {
      db: database.db,
      keys: {
        sessionJwt: new Uint8Array(randomBytes(32)),
        emailCodes: randomBytes(32).toString('base64url'),
        oidcState: new Uint8Array(randomBytes(32)),
        rateLimits: randomBytes(32).toString('base64url'),
      },
      log: pino({ level: 'silent' }),
      now: () => new Date(Date.now() + offset),
    };
    await limitedApp();
    await limitedApp();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await drop();
  });

  const get = (app: FastifyInstance | undefined, url: string, ip = '10.1.1.1') => {
    if (!app) throw new Error('no app');
    return app.inject({ method: 'GET', url, remoteAddress: ip });
  };

  it('shares one budget between the apps, with the headers of the plugin', async () => {
    const [first, second] = apps;
    const answers = [
      await get(first, '/a'),
      await get(second, '/a'),
      await get(first, '/a'),
      await get(second, '/a'),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers[2]?.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(answers[3]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(answers[3]?.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await get(first, '/a')).statusCode).toBe(429);
  });

  it('counts each route and each client on its own', async () => {
    const [first, second] = apps;
    expect((await get(first, '/b')).statusCode).toBe(200);
    expect((await get(second, '/a', '10.2.2.2')).statusCode).toBe(200);
  });

  it('starts a new window once the last one is over', async () => {
    const [first, second] = apps;
    for (let i = 0; i < 3; i += 1) await get(first, '/b', '10.3.3.3');
    expect((await get(second, '/b', '10.3.3.3')).statusCode).toBe(429);
    offset += 61_000;
    expect((await get(second, '/b', '10.3.3.3')).statusCode).toBe(200);
  });

  it('lets exactly the limit of parallel requests through', async () => {
    const requests = Array.from({ length: 30 }, (_, i) => get(apps[i % 2], '/wide', '10.4.4.4'));
    const codes = (await Promise.all(requests)).map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(10);
    expect(codes.filter((code) => code === 429)).toHaveLength(20);
  });

  it('refuses a key past its limit from memory until its window resets, however often it comes', async () => {
    const [first, second] = apps;
    const storedHits = async () => {
      // The windows still open (the background prune deletes only the others).
      const { rows } = await database.executeSql(
        'SELECT coalesce(sum(hits), 0)::int AS hits FROM rate_limits WHERE resets_at > $1',
        [ctx.now().toISOString()],
      );
      return (rows[0] as { hits: number }).hits;
    };
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) codes.push((await get(first, '/a', '10.5.5.5')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const counted = await storedHits();
    const flood = await Promise.all(Array.from({ length: 20 }, () => get(first, '/a', '10.5.5.5')));
    expect(flood.map((res) => res.statusCode)).toEqual(Array(20).fill(429));
    expect(Number(flood[19]?.headers['retry-after'])).toBeGreaterThan(0);
    // Not one more statement: the refused hits were answered from this process's memory.
    expect(await storedHits()).toBe(counted);
    // The other process counts in the database: refused there too.
    expect((await get(second, '/a', '10.5.5.5')).statusCode).toBe(429);
    expect(await storedHits()).toBe(counted + 1);
    // Other keys of the route are counted as before.
    expect((await get(first, '/a', '10.6.6.6')).statusCode).toBe(200);
    offset += 61_000;
    expect((await get(first, '/a', '10.5.5.5')).statusCode).toBe(200);
  });
});
