import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, ordersCsv, setPlan, upload } from './test-helpers';

describe('sources past the plan’s limit after a downgrade', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps every source; the newest past the limit are read-only until one is deleted', async () => {
    const owner = await buildUser(t);
    await setPlan(t, owner.orgId, 'Pro');
    const ids: string[] = [];
    for (const name of ['First', 'Second', 'Third', 'Fourth']) {
      const res = await upload(t, owner, ordersCsv(5), { name });
      expect(res.statusCode).toBe(200);
      ids.push(res.json()._id);
    }
    // Back to Basic (3 sources), as when a trial ends: nothing is deleted.
    await setPlan(t, owner.orgId, 'Basic');
    const build = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/db/build-knowledge',
        headers: owner.headers,
        payload: { id },
      });
    for (const id of ids) {
      expect((await get(t, owner, `/api/db/source-info/${id}`)).statusCode).toBe(200);
    }
    expect((await build(ids[0] ?? '')).statusCode).toBe(200);
    const refused = await build(ids[3] ?? '');
    expect(refused.statusCode).toBe(402);
    expect(refused.json().code).toBe('PLAN_LIMIT');
    expect(refused.json().message).toContain(
      'read-only: the Basic plan allows up to 3 data sources',
    );

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/db/delete-source/${ids[1]}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await build(ids[3] ?? '')).statusCode).toBe(200);
  });
});
