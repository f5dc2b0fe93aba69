import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithSample } from '../../../../test/sample-source';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { connection, setPlan } from '../test-helpers';

/** A "database" that accepts connections and never says a word, as a hung server does. */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('a source database that stops answering (issue 16, faults)', () => {
  let t: TestApp;
  let silent: Awaited<ReturnType<typeof silentServer>>;
  beforeAll(async () => {
    t = await createTestApp({ SOURCE_HOST_ALLOWLIST: '127.0.0.1' });
    silent = await silentServer();
  });
  afterAll(async () => {
    await silent.close();
    await t.close();
  });

  it('gives up after the 10 s connect timeout, frees its slots, and other sources answer meanwhile', async () => {
    const { owner, sampleId } = await userWithSample(t);
    await setPlan(t, owner.orgId, 'Pro');
    const preview = async () => {
      const started = Date.now();
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/db/source-preview-data/${sampleId}?pageSize=10`,
        headers: owner.headers,
      });
      return { status: res.statusCode, ms: Date.now() - started };
    };
    // As many connection attempts as the organization runs queries at once (ORG_QUERY_CONCURRENCY).
    const started = Date.now();
    const attempts = Array.from({ length: 4 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/db/add-database',
        headers: owner.headers,
        payload: { name: `Hung ${i}`, connection: connection('shop', { port: silent.port }) },
      }),
    );
    // While they hang, the organization's file source still answers at once.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const meanwhile = await preview();
    expect(meanwhile.status).toBe(200);
    expect(meanwhile.ms).toBeLessThan(3_000);

    const answers = await Promise.all(attempts);
    const elapsed = Date.now() - started;
    expect(answers.map((res) => res.statusCode)).toEqual([400, 400, 400, 400]);
    expect(answers[0]?.json().code).toBe('CONNECTION_FAILED');
    expect(elapsed, 'the connect timeout').toBeGreaterThanOrEqual(9_000);
    expect(elapsed, 'the connect timeout').toBeLessThan(15_000);

    // Nothing is left holding the organization's query slots: five previews at once all answer.
    const after = await Promise.all(Array.from({ length: 5 }, preview));
    expect(after.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(Math.max(...after.map((res) => res.ms))).toBeLessThan(5_000);
  }, 60_000);
});
