import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { SERVER_URL, serverAnswers } from '../pg-fixture';
import { addDatabaseSourceFor, createSlowDatabase, type SlowDatabase } from '../slow-pg-fixture';

const hasServer = await serverAnswers();
if (!hasServer && process.env.CI === 'true') throw new Error(`No PostgreSQL at ${SERVER_URL}`);

const POOL_MAX = 3;
const CONCURRENCY = 6;
const QUEUE = 4;
const BURST = 16;
const DELAY_MS = 1_000;

describe.skipIf(!hasServer)('source query capacity (SECURITY B5, on PostgreSQL)', () => {
  let t: TestApp;
  let slowA: SlowDatabase;
  let slowB: SlowDatabase;
  beforeAll(async () => {
    t = await createTestApp({
      SOURCE_HOST_ALLOWLIST: '127.0.0.1',
      SOURCE_POOL_MAX: String(POOL_MAX),
      ORG_QUERY_CONCURRENCY: String(CONCURRENCY),
      ORG_QUERY_QUEUE: String(QUEUE),
      ORG_QUERY_WAIT_MS: '20000',
    });
    [slowA, slowB] = await Promise.all([createSlowDatabase(), createSlowDatabase()]);
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([slowA?.drop(), slowB?.drop()]);
  });

  it("keeps a noisy organization within its pool and line, with 429 + Retry-After past it, while another's query runs at once", async ({
    annotate,
  }) => {
    const orgA = await addDatabaseSourceFor(t, slowA.name);
    const orgB = await addDatabaseSourceFor(t, slowB.name);
    await slowA.setDelay(DELAY_MS);
    const preview = (org: typeof orgA) =>
      t.app.inject({
        method: 'GET',
        url: `/api/db/source-preview-data/${org.sourceId}?table=slow&pageSize=5`,
        headers: org.owner.headers,
      });

    let maxConnections = 0;
    let isSampling = true;
    const sampling = (async () => {
      while (isSampling) {
        maxConnections = Math.max(maxConnections, await slowA.connections());
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();

    const burst = Array.from({ length: BURST }, () => preview(orgA));
    // Org A's slots are all taken and its line is full by now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const startedB = performance.now();
    const answerB = await preview(orgB);
    const latencyB = performance.now() - startedB;
    const answersA = await Promise.all(burst);
    isSampling = false;
    await sampling;

    const served = answersA.filter((res) => res.statusCode === 200);
    const limited = answersA.filter((res) => res.statusCode === 429);
    expect(served).toHaveLength(CONCURRENCY + QUEUE);
    expect(limited).toHaveLength(BURST - CONCURRENCY - QUEUE);
    for (const res of limited) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(res.json().message).toMatch(/^Your organization is running too many queries at once/);
    }
    expect(served[0]?.json().rows).toHaveLength(3);
    expect(maxConnections).toBeGreaterThan(0);
    expect(maxConnections).toBeLessThanOrEqual(POOL_MAX);
    expect(answerB.statusCode).toBe(200);
    expect(latencyB).toBeLessThan(DELAY_MS);
    // The measured figures, shown beside the test in the report.
    await annotate(
      `B5: org A ${BURST} × ${DELAY_MS} ms previews → ${served.length} served, ${limited.length} × 429 (Retry-After ${limited[0]?.headers['retry-after']} s); max connections seen ${maxConnections} (cap ${POOL_MAX}); org B answered in ${latencyB.toFixed(0)} ms`,
    );
  });
});
