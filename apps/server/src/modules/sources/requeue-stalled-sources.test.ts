import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sources } from '../../db/schema';
import { requeueStalledSources, STALLED_AFTER_MS } from './requeue-stalled-sources';
import { ordersCsv, upload } from './test-helpers';

describe('recovery on worker start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('re-runs loads whose job died, fails those out of attempts, and removes old staging files', async () => {
    const owner = await buildUser(t);
    const lost = (await upload(t, owner, ordersCsv(7))).json();
    const spent = (await upload(t, owner, ordersCsv(7))).json();
    const fresh = (await upload(t, owner, ordersCsv(7))).json();
    const longAgo = new Date(t.ctx.now().getTime() - STALLED_AFTER_MS - 60_000);
    const stall = (id: string, changes: object) =>
      t.ctx.db
        .update(sources)
        .set({ status: 'PENDING', rowCount: null, ...changes })
        .where(eq(sources.id, id));
    await stall(lost._id, { updatedAt: longAgo, attempts: 1 });
    await stall(spent._id, { updatedAt: longAgo, attempts: 3 });
    await stall(fresh._id, { updatedAt: t.ctx.now() });

    const dir = path.join(t.dataDir, 'sources', owner.orgId);
    mkdirSync(dir, { recursive: true });
    const oldStaging = path.join(dir, 'x.duckdb.staging-0a1b2c');
    const newStaging = path.join(dir, 'y.duckdb.staging-3d4e5f');
    writeFileSync(oldStaging, 'half');
    writeFileSync(newStaging, 'half');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    utimesSync(oldStaging, twoHoursAgo, twoHoursAgo);

    expect(await requeueStalledSources(t.ctx)).toBe(1);
    const status = async (id: string) =>
      (await t.ctx.db.select().from(sources).where(eq(sources.id, id)))[0];
    expect(await status(lost._id)).toMatchObject({ status: 'ACTIVE', rowCount: 7 });
    expect(await status(spent._id)).toMatchObject({
      status: 'FAILED',
      reason: 'The file could not be loaded. Please try uploading it again.',
    });
    expect((await status(fresh._id))?.status).toBe('PENDING');
    expect(existsSync(oldStaging)).toBe(false);
    expect(existsSync(newStaging)).toBe(true);
  });
});
