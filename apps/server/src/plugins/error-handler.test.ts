import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';

function collectingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, options: { level: 'info', stream } };
}

describe('the error handler', () => {
  const apps: ReturnType<typeof Fastify>[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  async function appFailingWith(error: Error, afterClientGone: boolean) {
    const log = collectingLogger();
    const app = Fastify({ logger: log.options });
    apps.push(app);
    registerErrorHandler(app);
    app.get('/work', async (_request, reply) => {
      if (afterClientGone) await new Promise((resolve) => reply.raw.once('close', resolve));
      throw error;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, lines: log.lines, port: (app.server.address() as AddressInfo).port };
  }

  it('logs an unexpected error and answers a generic 500', async () => {
    const { app, lines } = await appFailingWith(new Error('boom'), false);
    const res = await app.inject({ method: 'GET', url: '/work' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'INTERNAL' });
    expect(lines.some((line) => line.level === 50 && line.msg === 'unhandled error')).toBe(true);
  });

  it('does not log work cancelled because its client went away as an error', async () => {
    const { lines, port } = await appFailingWith(new Error('The query was cancelled.'), true);
    await new Promise<void>((resolve) => {
      const req = request({ port, path: '/work' });
      req.on('error', () => resolve());
      req.end();
      setTimeout(() => req.destroy(), 100);
    });
    // The handler runs once the server sees the socket close, which a busy machine can delay.
    await expect
      .poll(() => lines.some((line) => line.msg === 'request abandoned'), { timeout: 10_000 })
      .toBe(true);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('answers a POST whose body it read, when the app database is away, with 503 at once', async () => {
    // A request's stream is destroyed once its body has been read to the end; that is not the
    // client going away, and the client still waits for an answer.
    const log = collectingLogger();
    const app = Fastify({ logger: log.options });
    apps.push(app);
    registerErrorHandler(app);
    app.post('/work', async (request) => {
      expect(request.body).toEqual({ name: 'Board' });
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/work`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Board' }),
      signal: AbortSignal.timeout(5_000),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(log.lines.some((line) => line.msg === 'request abandoned')).toBe(false);
  });
});
