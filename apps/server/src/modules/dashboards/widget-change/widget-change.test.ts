import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { ask, call, queryDuckDb, userWithSampleRoom } from '../../rooms/test-helpers';
import { createDashboard, setPlan } from '../test-helpers';

interface Item {
  _id: string;
  title: string;
  structuredQuery: unknown;
  result: { answer: { rows: unknown[][] } };
  change: { previous: number; delta: number; percent: number | null; period: string } | null;
}

describe("a WIDGET's change against the previous period", () => {
  let t: TestApp;
  let owner: BuiltUser;
  let sampleId: string;
  let table: string;
  let roomId: string;
  let dashboardId: string;

  const pin = async (text: string): Promise<string> => {
    const asked = await ask(t, owner, roomId, sampleId, text);
    if (asked.statusCode !== 200) throw new Error(`${text}: ${asked.body}`);
    const conversationId = asked.json().data._id;
    const res = await call(t, owner, 'POST', '/dashboard/db/add-conversation-to-dashboard', {
      dashboardId,
      conversationId,
      kind: 'WIDGET',
    });
    if (res.statusCode !== 200) throw new Error(`add ${text}: ${res.body}`);
    return res.json().data._id;
  };
  const sumBetween = async (from: string, to: string): Promise<number> => {
    const [row] = await queryDuckDb(
      t,
      sampleId,
      `SELECT sum(revenue) FROM "${table}" WHERE order_date >= DATE '${from}' AND order_date < DATE '${to}'`,
    );
    return Number(row?.[0]);
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, sampleId, table, roomId } = await userWithSampleRoom(t));
    await setPlan(t, owner.orgId, 'Enterprise');
    dashboardId = await createDashboard(t, owner, 'Trends');
  });
  afterAll(() => t.close());

  it('compares a month with the month before, as DuckDB sums them; no time, no change', async () => {
    const march = await pin('What is the total revenue in March 2024?');
    const total = await pin('What is the total revenue?');
    const res = await call(t, owner, 'PUT', `/dashboard/refresh-queries/${dashboardId}`);
    expect(res.statusCode).toBe(200);
    const items: Item[] = res.json().data.items;
    const byId = new Map(items.map((item) => [item._id, item]));

    const now = await sumBetween('2024-03-01', '2024-04-01');
    const before = await sumBetween('2024-02-01', '2024-03-01');
    expect(before).toBeGreaterThan(0);
    const marchItem = byId.get(march);
    expect(Number(marchItem?.result.answer.rows[0]?.[0])).toBeCloseTo(now, 2);
    const change = marchItem?.change;
    expect(change?.period).toBe('month');
    expect(change?.previous).toBeCloseTo(before, 2);
    expect(change?.delta).toBeCloseTo(now - before, 2);
    expect(change?.percent).toBeCloseTo(((now - before) / before) * 100, 4);
    expect(byId.get(total)?.change).toBeNull();

    // Opening the dashboard shows the same change, without running anything.
    const opened = await call(t, owner, 'POST', '/dashboard/get-graphs', { dashboardId });
    const shown: Item[] = opened.json().data.items;
    expect(shown.find((item) => item._id === march)?.change).toEqual(change);
    expect(shown.find((item) => item._id === total)?.change).toBeNull();

    // Refreshed again while the source is unchanged, both queries come from the cache.
    const again = (await call(t, owner, 'PUT', `/dashboard/refresh-queries/${dashboardId}`)).json();
    expect(again.data).toMatchObject({ refreshed: 0, cached: 2 });
    expect(again.data.items.find((item: Item) => item._id === march)?.change).toEqual(change);
  });

  it('compares a year with the year before', async () => {
    const year = await pin('What is the total revenue in 2024?');
    const res = await call(t, owner, 'POST', '/dashboard/query', { itemId: year });
    expect(res.statusCode).toBe(200);
    const item: Item = res.json().data;
    const now = await sumBetween('2024-01-01', '2025-01-01');
    const before = await sumBetween('2023-01-01', '2024-01-01');
    expect(item.change).toMatchObject({ period: 'year' });
    expect(item.change?.previous).toBeCloseTo(before, 2);
    expect(item.change?.percent).toBeCloseTo(((now - before) / before) * 100, 4);
  });
});
