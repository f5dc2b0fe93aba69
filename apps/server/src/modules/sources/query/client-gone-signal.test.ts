import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientGoneSignal } from './client-gone-signal';

/** What the route saw of its signal, by request: the abort reason, or 'answered'. */
const seen = new Map<string, unknown>();
let started: (id: string) => void = () => {};

/*
 * SECURITY B4: closing the browser mid-query cancels the query. The connector tests show an
 * aborted signal cancels the statement on the database server; this shows the signal aborts
 * when the HTTP client goes away, over a real socket.
 */
describe('clientGoneSignal', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = Fastify();
    app.get<{ Querystring: { id: string; ms?: string } }>('/work', async (request, reply) => {
      const signal = clientGoneSignal(reply);
      const { id } = request.query;
      started(id);
      const aborted = new Promise<unknown>((resolve) => {
        signal.addEventListener('abort', () => resolve(signal.reason), { once: true });
      });
      const done = new Promise((resolve) => setTimeout(resolve, Number(request.query.ms ?? 5000)));
      seen.set(id, await Promise.race([aborted, done.then(() => 'answered')]));
      // A late abort after the answer would show here.
      setTimeout(() => {
        if (signal.aborted) seen.set(id, signal.reason);
      }, 200);
      return { ok: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it('aborts, as a cancelled query, when the client goes away before the answer', async () => {
    const running = new Promise<void>((resolve) => {
      started = (id) => id === 'gone' && resolve();
    });
    const request = http.get(`http://127.0.0.1:${port}/work?id=gone`);
    request.on('error', () => {});
    await running;
    request.destroy();
    await expect.poll(() => seen.get('gone'), { timeout: 3000 }).toBeDefined();
    expect(seen.get('gone')).toMatchObject({ code: 'QUERY_CANCELLED' });
  });

  it('does not abort for a client that waits for its answer', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/work?id=stays&ms=50`);
    expect(await res.json()).toEqual({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(seen.get('stays')).toBe('answered');
  });
});
