import { readdirSync, readFileSync } from 'node:fs';
import { stopIdleIngestChildren } from '@tabletalk/connectors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { get, ordersCsv, setPlan, upload } from '../test-helpers';
import { findSourceById } from '../update-source';

/** Child processes of this process running the ingest entry (Linux /proc). */
function ingestChildren(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      const parent = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      if (parent === process.pid && cmdline.includes('ingest-child')) pids.push(Number(entry));
    } catch {
      // The process ended while being read.
    }
  }
  return pids;
}

/** Kills (kill -9) the first ingest child that appears, returning its pid. */
async function killFirstIngestChild(timeoutMs = 20_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [pid] = ingestChildren();
    if (pid) {
      process.kill(pid, 'SIGKILL');
      return pid;
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('no ingest child appeared');
}

describe('file loads run in a child process (SECURITY E4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Loaders kept by earlier files of this worker would be found (and killed) first.
    stopIdleIngestChildren();
    t = await createTestApp({ INGEST_TIMEOUT_S: '120' });
  });
  afterAll(() => t.close());

  it('a load killed with -9 leaves the API serving and the source FAILED with a reason, once', async () => {
    const owner = await buildUser(t);
    await setPlan(t, owner.orgId, 'Pro');
    const uploading = upload(t, owner, ordersCsv(50_000), { name: 'Crashing' });
    const killed = await killFirstIngestChild();
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const res = await uploading;
    expect(res.statusCode).toBe(200);
    const sourceId = res.json()._id;
    const info = (await get(t, owner, `/api/db/source-info/${sourceId}`)).json().data;
    expect(info).toMatchObject({
      status: 'FAILED',
      reason:
        'The file could not be loaded: the loader stopped unexpectedly. Please try uploading it again.',
    });
    expect((await findSourceById(t.ctx.db, sourceId))?.attempts).toBe(1);
    expect(ingestChildren()).not.toContain(killed);

    const next = await upload(t, owner, ordersCsv(20), { name: 'Fine' });
    const nextInfo = (await get(t, owner, `/api/db/source-info/${next.json()._id}`)).json().data;
    expect(nextInfo).toMatchObject({ status: 'ACTIVE', rowCount: 20 });
  });
});

describe('file loads past INGEST_TIMEOUT_S', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A loader kept from an earlier load would start at once and finish in time.
    stopIdleIngestChildren();
    t = await createTestApp({ INGEST_TIMEOUT_S: '0.2' });
  });
  afterAll(() => t.close());

  it('are killed and the source FAILED with the time limit as the reason', async () => {
    const owner = await buildUser(t);
    const res = await upload(t, owner, ordersCsv(50), { name: 'Slow' });
    const sourceId = res.json()._id;
    const info = (await get(t, owner, `/api/db/source-info/${sourceId}`)).json().data;
    expect(info).toMatchObject({
      status: 'FAILED',
      reason:
        'The file took longer than 1 second to load and was stopped. Try a smaller file, or split it into several.',
    });
    expect((await findSourceById(t.ctx.db, sourceId))?.attempts).toBe(1);
    expect(ingestChildren()).toEqual([]);
  });
});
