import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ask, call, userWithSampleRoom } from '../rooms/test-helpers';
import { createDashboard, setPlan } from './test-helpers';

const DELETED_MESSAGE =
  'The data source linked to this dashboard has been deleted. The dashboard cannot receive further updates.';

type Item = { _id: string; kind: string; broken: string | null };

describe('dashboards when their source changes (refresh-database) or is deleted', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let sampleId: string;
  let roomId: string;
  let dashboardId: string;
  const itemIds: string[] = [];

  const items = async (): Promise<Item[]> =>
    (await call(t, owner, 'POST', '/dashboard/get-graphs', { dashboardId })).json().data.items;
  const pin = async (text: string, kind: 'WIDGET' | 'GRAPH') => {
    const conversationId = (await ask(t, owner, roomId, sampleId, text)).json().data._id;
    const res = await call(t, owner, 'POST', '/dashboard/db/add-conversation-to-dashboard', {
      dashboardId,
      conversationId,
      kind,
    });
    if (res.statusCode !== 200) throw new Error(`${text}: ${res.body}`);
    itemIds.push(res.json().data._id);
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, sampleId, roomId } = await userWithSampleRoom(t));
    await setPlan(t, owner.orgId, 'Enterprise');
    dashboardId = await createDashboard(t, owner, 'Sales');
    await pin('total revenue by region', 'GRAPH');
    await pin('How many orders are there?', 'WIDGET');
  });
  afterAll(() => t.close());

  it('re-checks the items after refresh-database: one whose column left is broken, saying which', async () => {
    const unchanged = await call(t, owner, 'PUT', `/dashboard/db/refresh-database/${sampleId}`);
    expect(unchanged.statusCode).toBe(200);
    expect((await items()).map((item) => item.broken)).toEqual([null, null]);

    // The file loads again with `revenue` named `turnover`, then the schema is refreshed.
    const schema = await call(t, owner, 'GET', `/db/db-schema?id=${sampleId}`);
    const columns: string[] = schema
      .json()
      .data.tables[0].columns.map((column: { name: string }) => column.name);
    expect(columns).toContain('revenue');
    const headers = columns.map((name) => (name === 'revenue' ? 'turnover' : name));
    const renamed = await call(t, owner, 'PUT', '/db/csv-headers', { sourceId: sampleId, headers });
    expect(renamed.statusCode).toBe(200);
    const refreshed = await call(t, owner, 'PUT', `/dashboard/db/refresh-database/${sampleId}`);
    expect(refreshed.statusCode).toBe(200);

    const [graph, widget] = await items();
    expect(graph?.broken).toMatch(/schema changed/);
    expect(graph?.broken).toMatch(/"revenue"/);
    // Counting orders reads no revenue: it still runs.
    expect(widget?.broken).toBeNull();

    // Refreshing does not fail the dashboard: the broken item says why, the other refreshes.
    const res = await call(t, owner, 'PUT', `/dashboard/refresh-queries/${dashboardId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ broken: 1, refreshed: 1 });
    const [brokenGraph, refreshedWidget] = res.json().data.items;
    expect(brokenGraph.broken).toMatch(/revenue/);
    // The broken item keeps, and answers, its last result and chart.
    expect(brokenGraph.result.answer.rows.length).toBeGreaterThan(0);
    expect(brokenGraph.chart).not.toBeNull();
    expect(refreshedWidget.result.answer.rows).toHaveLength(1);
  });

  it('answers SOURCE_DELETED_DASHBOARD with the spec message once the source is deleted', async () => {
    const deleted = await call(t, owner, 'DELETE', `/db/delete-source/${sampleId}`);
    expect(deleted.statusCode).toBe(200);
    const refresh = await call(t, owner, 'PUT', `/dashboard/refresh-queries/${dashboardId}`);
    expect(refresh.json()).toMatchObject({
      code: 'SOURCE_DELETED_DASHBOARD',
      message: DELETED_MESSAGE,
    });
    const query = await call(t, owner, 'POST', '/dashboard/query', { itemId: itemIds[1] });
    expect(query.json()).toMatchObject({
      code: 'SOURCE_DELETED_DASHBOARD',
      message: DELETED_MESSAGE,
    });
    // The dashboard still opens with its last results.
    const open = await call(t, owner, 'POST', '/dashboard/get-graphs', { dashboardId });
    expect(open.statusCode).toBe(200);
    expect(open.json().data.items).toHaveLength(2);
  });
});
