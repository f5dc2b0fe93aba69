import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { get, ordersCsv, upload } from '../test-helpers';

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
});
