import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { sources } from '../tables';
import { ordersCsv, upload } from '../test-helpers';
import { findSourceById } from '../update-source';
import { ingestSource } from './ingest-source';
import { claimLoad } from './load-claim';
import { requeueStalledSources, STALLED_AFTER_MS } from './requeue-stalled-sources';

describe('recovery on worker start (the embedded database: this process is the only one)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** What a server killed a second ago in the middle of a load and an upload leaves. */
  async function killedMidLoad(owner: Awaited<ReturnType<typeof buildUser>>, attempts: number) {
    // Named by its attempts: the same file under the same name would answer the first source.
    const added = (await upload(t, owner, ordersCsv(7), { name: `Killed ${attempts}` })).json();
    const justNow = t.ctx.now();
    await t.ctx.db
      .update(sources)
      .set({ status: 'PENDING', rowCount: null, progress: 0.4, attempts, updatedAt: justNow })
      .where(eq(sources.id, added._id));
    const row = await findSourceById(t.ctx.db, added._id);
    const staging = `${row?.duckdbPath}.staging-0a1b2c`;
    writeFileSync(staging, 'half a database');
    writeFileSync(`${staging}.wal`, 'log');
    return { id: added._id as string, staging };
  }

  it('re-runs or fails every interrupted load at once and removes what the killed work left', async () => {
    const owner = await buildUser(t);
    const lost = await killedMidLoad(owner, 1);
    const spent = await killedMidLoad(owner, 3);
    const uploads = path.join(t.dataDir, 'files', owner.orgId);
    mkdirSync(uploads, { recursive: true });
    const partial = path.join(uploads, '3f0e2c1a-cut-off.part');
    writeFileSync(partial, 'id,region\n1,No');
    // Ask Docs' uploads are cut off the same way.
    const documents = path.join(t.dataDir, 'askdocs', owner.orgId);
    mkdirSync(documents, { recursive: true });
    const partialDocument = path.join(documents, '9d1c4b2e-cut-off.part');
    writeFileSync(partialDocument, '%PDF-1.7 half');

    const started = Date.now();
    expect(await requeueStalledSources(t.ctx)).toBe(1);
    expect(Date.now() - started).toBeLessThan(60_000);
    const lostRow = await findSourceById(t.ctx.db, lost.id);
    expect(lostRow).toMatchObject({ status: 'ACTIVE', rowCount: 7, progress: 1 });
    expect(await findSourceById(t.ctx.db, spent.id)).toMatchObject({
      status: 'FAILED',
      reason: 'The file could not be loaded. Please try uploading it again.',
    });
    for (const leftover of [
      lost.staging,
      `${lost.staging}.wal`,
      spent.staging,
      partial,
      partialDocument,
    ]) {
      expect(existsSync(leftover), leftover).toBe(false);
    }
    expect(readdirSync(uploads).filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('never runs one load twice: the dead job retried late finds the load taken', async () => {
    const owner = await buildUser(t);
    const added = (await upload(t, owner, ordersCsv(5))).json();
    await t.ctx.db
      .update(sources)
      .set({ status: 'PENDING', attempts: 0, updatedAt: t.ctx.now() })
      .where(eq(sources.id, added._id));
    const snapshot = await findSourceById(t.ctx.db, added._id);
    if (!snapshot) throw new Error('no source');
    expect(await claimLoad(t.ctx, snapshot)).toMatchObject({ attempts: 1 });
    // A second job that read the same row, while the first is alive, does not get it.
    expect(await claimLoad(t.ctx, snapshot)).toBeNull();
    await ingestSource(t.ctx, added._id);
    expect(await findSourceById(t.ctx.db, added._id)).toMatchObject({
      status: 'PENDING',
      attempts: 1,
    });
  });
});

describe('the sweep of live workers (several processes on PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // DATABASE_URL set is what tells the server other processes may share its database.
    t = await createTestApp({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shared' });
  });
  afterAll(() => t.close());

  /** A PENDING source as a load in `state` leaves it, last marked alive `silentMs` ago. */
  async function pendingSource(
    owner: Awaited<ReturnType<typeof buildUser>>,
    name: string,
    state: { attempts: number; silentMs: number },
  ) {
    const added = (await upload(t, owner, ordersCsv(4), { name })).json();
    const updatedAt = new Date(t.ctx.now().getTime() - state.silentMs);
    await t.ctx.db
      .update(sources)
      .set({ status: 'PENDING', rowCount: null, attempts: state.attempts, updatedAt })
      .where(eq(sources.id, added._id));
    return added._id as string;
  }

  it('takes up a load whose worker fell silent, once however many workers sweep', async () => {
    const owner = await buildUser(t);
    const dead = await pendingSource(owner, 'Dead worker', {
      attempts: 1,
      silentMs: STALLED_AFTER_MS + 1_000,
    });
    const swept = await Promise.all([1, 2, 3].map(() => requeueStalledSources(t.ctx, 'sweep')));
    expect(swept.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await findSourceById(t.ctx.db, dead)).toMatchObject({
      status: 'ACTIVE',
      rowCount: 4,
      progress: 1,
    });
  });

  it('leaves alone a load still beating, a file waiting in the queue and a released load', async () => {
    const owner = await buildUser(t);
    const beating = await pendingSource(owner, 'Beating', { attempts: 1, silentMs: 5_000 });
    // Never claimed: its job waits behind others in the queue, which still holds it.
    const queued = await pendingSource(owner, 'Queued', {
      attempts: 0,
      silentMs: STALLED_AFTER_MS * 4,
    });
    const released = await pendingSource(owner, 'Released', { attempts: 1, silentMs: 0 });
    await t.ctx.db
      .update(sources)
      .set({ updatedAt: new Date(0) })
      .where(eq(sources.id, released));
    const before = await Promise.all(
      [beating, queued, released].map((id) => findSourceById(t.ctx.db, id)),
    );
    expect(await requeueStalledSources(t.ctx, 'sweep')).toBe(0);
    const after = await Promise.all(
      [beating, queued, released].map((id) => findSourceById(t.ctx.db, id)),
    );
    expect(after).toEqual(before);
  });

  it('fails a silent load whose attempts are used up, once', async () => {
    const owner = await buildUser(t);
    const spent = await pendingSource(owner, 'Spent', {
      attempts: 3,
      silentMs: STALLED_AFTER_MS + 1_000,
    });
    const swept = await Promise.all([1, 2].map(() => requeueStalledSources(t.ctx, 'sweep')));
    expect(swept).toEqual([0, 0]);
    expect(await findSourceById(t.ctx.db, spent)).toMatchObject({
      status: 'FAILED',
      reason: 'The file could not be loaded. Please try uploading it again.',
    });
    const notices = await t.app.inject({
      method: 'GET',
      url: '/api/getUserNotifications?page=1&pageSize=50',
      headers: owner.headers,
    });
    const titles: string[] = notices.json().data.map((notice: { title: string }) => notice.title);
    expect(titles.filter((title) => title === 'Spent could not be loaded')).toHaveLength(1);
  });
});
