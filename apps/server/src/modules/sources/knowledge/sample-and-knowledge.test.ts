import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { get, SAMPLE_ROW_COUNT } from '../test-helpers';

describe('sample dataset and knowledge', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (headers: Record<string, string>, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, payload });

  it('set-sample gives a ready sales source with thousands of rows, once per organization', async () => {
    const owner = await buildUser(t);
    const viewer = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'viewer' });
    expect((await post(viewer.headers, '/api/db/set-sample')).statusCode).toBe(403);

    const res = await post(owner.headers, '/api/db/set-sample');
    expect(res.statusCode).toBe(200);
    const sample = res.json();
    expect(sample).toMatchObject({ name: 'Sample sales', type: 'CSV' });

    const info = (await get(t, owner, `/api/db/source-info/${sample._id}`)).json().data;
    // Basic allows 1,000 rows per file; the sample is exempt.
    expect(info).toMatchObject({ status: 'ACTIVE', rowCount: SAMPLE_ROW_COUNT, isSample: true });
    expect(info.columns.map((c: { name: string }) => c.name)).toEqual([
      'order_id',
      'order_date',
      'region',
      'country',
      'customer_segment',
      'product',
      'category',
      'quantity',
      'unit_price',
      'revenue',
    ]);
    const dateColumn = info.columns.find((c: { name: string }) => c.name === 'order_date');
    expect(dateColumn.type).toBe('date');

    const again = await post(owner.headers, '/api/db/set-sample');
    expect(again.json()).toMatchObject({ _id: sample._id, status: 'ACTIVE' });
    expect((await get(t, owner, '/api/db/sources')).json().data).toHaveLength(1);
  });

  it('builds knowledge as v1, then refresh and Enrich edits store new versions', async () => {
    const owner = await buildUser(t);
    const { _id: id } = (await post(owner.headers, '/api/db/set-sample')).json();

    const schema = (await get(t, owner, `/api/db/db-schema?id=${id}`)).json().data;
    expect(schema.modelVersion).toBe(1);
    expect(schema.dialect).toBe('duckdb');
    const [table] = schema.tables;
    const revenue = table.columns.find((c: { name: string }) => c.name === 'revenue');
    expect(revenue.role).toBe('measure');
    const region = table.columns.find((c: { name: string }) => c.name === 'region');
    expect(region.values.map((v: { value: string }) => v.value).sort()).toEqual([
      'Asia Pacific',
      'Europe',
      'Latin America',
      'North America',
    ]);

    const build = await post(owner.headers, '/api/db/build-knowledge', { id });
    expect(build.json()).toMatchObject({ status: 'ACTIVE' });
    const info = (await get(t, owner, `/api/db/source-info/${id}`)).json().data;
    expect(info.modelVersion).toBe(2);

    const refresh = await t.app.inject({
      method: 'PUT',
      url: `/api/dashboard/db/refresh-database/${id}`,
      headers: owner.headers,
    });
    expect(refresh.statusCode).toBe(200);
    const refreshed = (await get(t, owner, `/api/db/source-info/${id}`)).json().data;
    expect(refreshed.modelVersion).toBe(3);
    expect(Date.parse(refreshed.lastRefreshedAt)).toBeGreaterThanOrEqual(
      Date.parse(info.lastRefreshedAt),
    );

    const edit = (edits: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/db/source-model/${id}`,
        headers: owner.headers,
        payload: edits,
      });
    const unknown = await edit({ tables: [{ name: table.name, columns: [{ name: 'nope' }] }] });
    expect(unknown.statusCode).toBe(400);
    const saved = await edit({
      tables: [
        {
          name: table.name,
          columns: [
            { name: 'revenue', label: 'Sales', synonyms: ['turnover'] },
            { name: 'customer_segment', hidden: true },
          ],
        },
      ],
    });
    expect(saved.json()).toMatchObject({ data: { modelVersion: 4 } });
    const edited = (await get(t, owner, `/api/db/db-schema?id=${id}`)).json().data;
    const columns = edited.tables[0].columns;
    expect(columns.find((c: { name: string }) => c.name === 'revenue')).toMatchObject({
      label: 'Sales',
      synonyms: ['turnover'],
    });
    expect(columns.some((c: { name: string }) => c.name === 'customer_segment')).toBe(false);

    // A rebuild keeps the user's edits.
    await post(owner.headers, '/api/db/build-knowledge', { id });
    const rebuilt = (await get(t, owner, `/api/db/db-schema?id=${id}`)).json().data;
    expect(rebuilt.modelVersion).toBe(5);
    const kept = rebuilt.tables[0].columns.find((c: { name: string }) => c.name === 'revenue');
    expect(kept.label).toBe('Sales');
  });
});
