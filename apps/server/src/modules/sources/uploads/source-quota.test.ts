import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import { raceAt } from '../../../../test/race';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { sources } from '../tables';
import { get, ordersCsv, upload } from '../test-helpers';

const BASIC_REFUSAL =
  'The Basic plan allows up to 3 data sources. Upgrade to Pro for up to 10 data sources.';

describe('the data-source quota counts usable sources only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets a person retry after failed uploads: FAILED sources do not use the quota', async () => {
    const owner = await buildUser(t); // Basic: 3 data sources
    const failedIds: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const failed = await upload(t, owner, 'id,name\n', { name: `Header only ${i}` });
      expect(failed.statusCode).toBe(200);
      const info = (await get(t, owner, `/api/db/source-info/${failed.json()._id}`)).json().data;
      expect(info.status).toBe('FAILED');
      failedIds.push(failed.json()._id);
    }
    const me = (await get(t, owner, '/api/users/me')).json();
    expect(me.data.serviceUsage.dataSources).toEqual({ used: 0, limit: 3 });

    const retried = await upload(t, owner, ordersCsv(5), { name: 'Orders' });
    expect(retried.statusCode).toBe(200);
    const info = (await get(t, owner, `/api/db/source-info/${retried.json()._id}`)).json().data;
    expect(info.status).toBe('ACTIVE');
    const after = (await get(t, owner, '/api/users/me')).json();
    expect(after.data.serviceUsage.dataSources).toEqual({ used: 1, limit: 3 });

    // Loading a FAILED source again makes it count, so it goes through the same limit.
    for (const rows of [6, 7]) await upload(t, owner, ordersCsv(rows));
    const reload = await t.app.inject({
      method: 'PUT',
      url: '/api/db/csv-headers',
      headers: owner.headers,
      payload: { sourceId: failedIds[0], headers: ['a', 'b'] },
    });
    expect(reload.statusCode).toBe(402);
    expect(reload.json().code).toBe('PLAN_LIMIT');
  });

  const usedSources = async (user: BuiltUser) =>
    (await get(t, user, '/api/users/me')).json().data.serviceUsage.dataSources;

  /** Requests at once (`raceAt`): the status codes, sorted, and the refusal among the answers. */
  async function race(requests: (() => Promise<{ statusCode: number; json(): unknown }>)[]) {
    const answers = await raceAt(t, sources, requests);
    const refused = answers.find((answer) => answer.statusCode !== 200);
    return { statuses: answers.map((a) => a.statusCode).sort(), refusal: refused?.json() };
  }

  it('records exactly one of two uploads at the last place, and deletes the refused file', async () => {
    const owner = await buildUser(t); // Basic: 3 data sources
    for (const rows of [3, 4])
      expect((await upload(t, owner, ordersCsv(rows))).statusCode).toBe(200);
    const { statuses, refusal } = await race([
      () => upload(t, owner, ordersCsv(5), { name: 'Left' }),
      () => upload(t, owner, ordersCsv(6), { name: 'Right' }),
    ]);
    expect(statuses).toEqual([200, 402]);
    expect(refusal).toMatchObject({ code: 'PLAN_LIMIT', message: BASIC_REFUSAL });
    expect(await usedSources(owner)).toEqual({ used: 3, limit: 3 });
    const stored = await t.ctx.db.select().from(sources).where(eq(sources.orgId, owner.orgId));
    expect(stored).toHaveLength(3);
    // Only the recorded sources' files are kept.
    const dir = path.join(t.dataDir, 'files', owner.orgId);
    expect(existsSync(dir) ? readdirSync(dir).sort() : []).toEqual(
      stored.map((source) => path.basename(source.filePath ?? '')).sort(),
    );
  });

  it('loads exactly one of two FAILED sources loaded again at the last place', async () => {
    const owner = await buildUser(t);
    const ids: string[] = [];
    for (const rows of [3, 4, 5]) ids.push((await upload(t, owner, ordersCsv(rows))).json()._id);
    // Two of the three loads failed (as if their headers were unusable): one place is used.
    const [first, second] = ids;
    if (!first || !second) throw new Error('uploads not recorded');
    await t.ctx.db
      .update(sources)
      .set({ status: 'FAILED' })
      .where(inArray(sources.id, [first, second]));
    expect((await upload(t, owner, ordersCsv(6))).statusCode).toBe(200);
    expect(await usedSources(owner)).toEqual({ used: 2, limit: 3 });
    const reload = (sourceId: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/db/csv-headers',
        headers: owner.headers,
        payload: { sourceId, headers: ['id', 'region', 'amount'] },
      });
    const { statuses, refusal } = await race([() => reload(first), () => reload(second)]);
    expect(statuses).toEqual([200, 402]);
    expect(refusal).toMatchObject({ code: 'PLAN_LIMIT', message: BASIC_REFUSAL });
    expect(await usedSources(owner)).toEqual({ used: 3, limit: 3 });
  });
});
