import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { usageCounters } from '../../core/entitlements';
import { runDueSchedules } from '../../core/schedules';
import { ask, call, queryDuckDb, userWithSampleRoom } from '../rooms/test-helpers';
import { dashboardTargetMessages } from './dashboard-target';
import { dashboardItems } from './tables';
import { createDashboard, setPlan } from './test-helpers';

type Row = unknown[];
type Item = {
  _id: string;
  kind: string;
  result: { answer: { rows: Row[] } };
  broken: string | null;
  layout: unknown;
};

/** Rows as [label, rounded number], sorted: the engine's and DuckDB's agree on these. */
const byLabel = (rows: Row[]) =>
  rows.map(([label, value]) => [String(label), Math.round(Number(value) * 100) / 100]).sort();

describe('dashboard items (add-conversation, get-graphs, query, refresh, charts, layout)', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let viewer: BuiltUser;
  let stranger: BuiltUser;
  let sampleId: string;
  let table: string;
  let roomId: string;
  let total: string;
  let byRegion: string;
  let declined: string;
  let dashboardId: string;
  const items: Record<'widget' | 'graph' | 'table', string> = { widget: '', graph: '', table: '' };

  const add = (user: BuiltUser | null, body: Record<string, unknown>) =>
    call(t, user, 'POST', '/dashboard/db/add-conversation-to-dashboard', body);
  const conversation = async (text: string): Promise<string> => {
    const res = await ask(t, owner, roomId, sampleId, text);
    if (res.statusCode !== 200) throw new Error(`${text}: ${res.body}`);
    return res.json().data._id;
  };
  const counted = async (
    kind: 'question' | 'dashboard.connected',
    orgId = owner.orgId,
  ): Promise<number> => {
    const rows = await t.ctx.db
      .select({ monthCount: usageCounters.monthCount })
      .from(usageCounters)
      .where(and(eq(usageCounters.orgId, orgId), eq(usageCounters.kind, kind)));
    return rows.reduce((sum, row) => sum + row.monthCount, 0);
  };
  const refresh = (id = dashboardId) => call(t, owner, 'PUT', `/dashboard/refresh-queries/${id}`);
  const opened = async (): Promise<Item[]> =>
    (await call(t, owner, 'POST', '/dashboard/get-graphs', { dashboardId })).json().data.items;

  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, sampleId, table, roomId } = await userWithSampleRoom(t));
    await setPlan(t, owner.orgId, 'Enterprise');
    viewer = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'viewer' });
    stranger = await buildUser(t);
    total = await conversation('What is the total revenue?');
    byRegion = await conversation('total revenue by region');
    declined = await conversation('What is the meaning of life?');
    dashboardId = await createDashboard(t, owner, 'Sales', 'PUBLIC');
  });
  afterAll(() => t.close());

  it('adds a single value as a widget, and a chart as a graph or a table', async () => {
    const widget = await add(owner, { dashboardId, conversationId: total, kind: 'WIDGET' });
    expect(widget.statusCode).toBe(200);
    expect(widget.json().data).toMatchObject({
      dashboardId,
      sourceId: sampleId,
      conversationId: total,
      kind: 'WIDGET',
      title: 'What is the total revenue?',
      structuredQuery: expect.any(Object),
      sql: expect.stringMatching(/^SELECT/),
      chart: null,
      broken: null,
      layout: null,
    });
    const graph = await add(owner, { dashboardId, conversationId: byRegion, kind: 'GRAPH' });
    expect(graph.json().data.chart).toMatchObject({ mark: expect.anything() });
    const asTable = await add(owner, {
      dashboardId,
      conversationId: byRegion,
      kind: 'TABLE',
      title: 'Regions',
    });
    expect(asTable.json().data).toMatchObject({ kind: 'TABLE', title: 'Regions', chart: null });
    items.widget = widget.json().data._id;
    items.graph = graph.json().data._id;
    items.table = asTable.json().data._id;

    const open = await call(t, owner, 'POST', '/dashboard/get-graphs', { dashboardId });
    expect(open.json().data.dashboard.itemCount).toBe(3);
    const ids = open.json().data.items.map((item: Item) => item._id);
    expect(ids).toEqual([items.widget, items.graph, items.table]);
    expect(open.json().data.items[1].result.answer.rows).toHaveLength(4);
  });

  it("refuses what does not fit the section, with the spec's messages", async () => {
    const refusals = [
      {
        conversationId: byRegion,
        kind: 'WIDGET',
        message: dashboardTargetMessages.graphIntoWidget,
      },
      { conversationId: total, kind: 'GRAPH', message: dashboardTargetMessages.valueIntoGraph },
      { conversationId: total, kind: 'TABLE', message: dashboardTargetMessages.valueIntoGraph },
      { conversationId: declined, kind: 'GRAPH', message: dashboardTargetMessages.noAnswer },
    ];
    for (const { message, ...body } of refusals) {
      const res = await add(owner, { dashboardId, ...body });
      expect(res.statusCode, body.kind).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    // The spec's wording, as the room's menu shows it.
    expect(dashboardTargetMessages.graphIntoWidget).toBe(
      'This conversation includes graph, Unable to add into widget',
    );
    expect((await add(owner, { dashboardId, conversationId: total, kind: 'PIE' })).statusCode).toBe(
      400,
    );
  });

  it("refuses viewers (403), another organization's members and others' conversations (404)", async () => {
    const body = { dashboardId, conversationId: total, kind: 'WIDGET' };
    expect((await add(viewer, body)).statusCode).toBe(403);
    expect((await add(stranger, body)).statusCode).toBe(404);
    const theirs = await createDashboard(t, stranger, 'Theirs');
    const res = await add(stranger, { ...body, dashboardId: theirs });
    expect(res.statusCode).toBe(404);
    const colleague = await buildUser(t, {
      orgId: owner.orgId,
      teamId: owner.teamId,
      role: 'member',
    });
    const own = await createDashboard(t, colleague, 'Colleague');
    // The conversation is in the owner's room, not the colleague's.
    expect((await add(colleague, { ...body, dashboardId: own })).statusCode).toBe(404);
    for (const id of Object.values(items)) {
      const query = await call(t, stranger, 'POST', '/dashboard/query', { itemId: id });
      expect(query.statusCode).toBe(404);
    }
    expect(
      (await call(t, stranger, 'PUT', `/dashboard/refresh-queries/${dashboardId}`)).statusCode,
    ).toBe(404);
  });

  it('re-runs every item on refresh: the numbers are those DuckDB gives now', async () => {
    // Spoil the stored results: only a real re-run brings the right numbers back.
    await t.ctx.db
      .update(dashboardItems)
      .set({ result: { status: 'answered', answer: null, message: 'stale' } })
      .where(eq(dashboardItems.dashboardId, dashboardId));
    const questionsBefore = await counted('question');
    const res = await refresh();
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.refreshed + data.cached).toBe(3);
    expect(data.refreshed).toBeGreaterThanOrEqual(2);
    expect(data.broken).toBe(0);
    expect(await counted('question')).toBe(questionsBefore + data.refreshed);

    const [sum] = await queryDuckDb(t, sampleId, `SELECT sum(revenue) FROM "${table}"`);
    const regions = await queryDuckDb(
      t,
      sampleId,
      `SELECT region, sum(revenue) FROM "${table}" GROUP BY region`,
    );
    const [widget, graph, asTable] = data.items as Item[];
    expect(Number(widget?.result.answer.rows[0]?.[0])).toBeCloseTo(Number(sum?.[0]), 2);
    expect(byLabel(graph?.result.answer.rows ?? [])).toEqual(byLabel(regions));
    expect(byLabel(asTable?.result.answer.rows ?? [])).toEqual(byLabel(regions));
    expect(graph).toMatchObject({ lastRefreshedAt: expect.any(String) });
    const dashboard = await call(t, owner, 'POST', '/dashboard/get-graphs', { dashboardId });
    expect(dashboard.json().data.dashboard.lastRefreshedAt).toEqual(expect.any(String));
  });

  it('answers a second refresh from the cache while the source is unchanged', async () => {
    const questionsBefore = await counted('question');
    const again = (await refresh()).json().data;
    expect(again).toMatchObject({ refreshed: 0, cached: 3, broken: 0 });
    expect(await counted('question')).toBe(questionsBefore);
    // Asked for fresh numbers, every item asks its source again, cache or not.
    const fresh = await call(
      t,
      owner,
      'PUT',
      `/dashboard/refresh-queries/${dashboardId}?fresh=true`,
    );
    expect(fresh.json().data).toMatchObject({ refreshed: 3, cached: 0, broken: 0 });
    expect(await counted('question')).toBe(questionsBefore + 3);
    // Past the cache's few minutes, the source is asked again.
    t.advanceTime(6 * 60_000);
    const later = (await refresh()).json().data;
    expect(later.refreshed).toBeGreaterThanOrEqual(2);
    expect(await counted('question')).toBeGreaterThan(questionsBefore + 3);
  });

  it('refreshes on its own schedule: a scheduler slot re-runs every item', async () => {
    const url = `/dashboard/update-dashboard-frequency/${dashboardId}`;
    await call(t, owner, 'PUT', url, { frequency: { kind: 'hourly', minute: 0 } });
    await t.ctx.db
      .update(dashboardItems)
      .set({ result: { status: 'answered', answer: null, message: 'stale' } })
      .where(eq(dashboardItems.dashboardId, dashboardId));
    t.advanceTime(60_000);
    const started = t.ctx.now().getTime();
    const slotPassed = new Date(t.ctx.now().getTime() + 2 * 3_600_000);
    expect(await runDueSchedules(t.ctx, slotPassed)).toBe(1);
    const refreshed = await opened();
    expect(refreshed.every((item) => item.result.answer.rows.length > 0)).toBe(true);
    const { dashboard } = (
      await call(t, owner, 'POST', '/dashboard/get-graphs', { dashboardId })
    ).json().data;
    expect(Date.parse(dashboard.lastRefreshedAt)).toBeGreaterThanOrEqual(started);
    // The same slot is not run twice; turned off, nothing more is planned.
    expect(await runDueSchedules(t.ctx, slotPassed)).toBe(0);
    await call(t, owner, 'PUT', url, { frequency: { kind: 'off' } });
  });

  it("runs one item's query now with dashboard/query", async () => {
    const questionsBefore = await counted('question');
    const res = await call(t, viewer, 'POST', '/dashboard/query', { itemId: items.widget });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: items.widget, kind: 'WIDGET', broken: null });
    expect(res.json().data.result.answer.rows).toHaveLength(1);
    expect(await counted('question')).toBe(questionsBefore + 1);
  });

  it('edits a graph and keeps the edit across refreshes', async () => {
    const url = `/dashboard/update-graph/${items.graph}`;
    const res = await call(t, owner, 'PUT', url, { chartType: 'line', title: 'By region' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.chart.mark).toMatchObject({ type: 'line' });
    t.advanceTime(6 * 60_000);
    const refreshed = (await refresh()).json().data.items as { _id: string; chart: unknown }[];
    const graph = refreshed.find((item) => item._id === items.graph);
    expect(graph?.chart).toMatchObject({ mark: { type: 'line' } });

    expect((await call(t, owner, 'PUT', url, {})).statusCode).toBe(400);
    expect((await call(t, viewer, 'PUT', url, { chartType: 'bar' })).statusCode).toBe(403);
    expect((await call(t, stranger, 'PUT', url, { chartType: 'bar' })).statusCode).toBe(404);
    const widget = await call(t, owner, 'PUT', `/dashboard/update-graph/${items.widget}`, {
      chartType: 'bar',
    });
    expect(widget.statusCode).toBe(400);
  });

  it('saves the layout of items, checked against the grid and the dashboard', async () => {
    const url = `/dashboard/update-layout/${dashboardId}`;
    const layout = [
      { itemId: items.widget, x: 0, y: 0, w: 4, h: 2 },
      { itemId: items.graph, x: 4, y: 0, w: 8, h: 6 },
    ];
    const res = await call(t, owner, 'PUT', url, { layout });
    expect(res.statusCode).toBe(200);
    const saved = await opened();
    expect(saved.map((item) => [item._id, item.layout])).toEqual([
      [items.widget, { x: 0, y: 0, w: 4, h: 2 }],
      [items.graph, { x: 4, y: 0, w: 8, h: 6 }],
      [items.table, null],
    ]);

    const tooWide = [{ itemId: items.table, x: 8, y: 6, w: 6, h: 2 }];
    expect((await call(t, owner, 'PUT', url, { layout: tooWide })).statusCode).toBe(400);
    const twice = [layout[0], layout[0]];
    expect((await call(t, owner, 'PUT', url, { layout: twice })).statusCode).toBe(400);
    const other = await createDashboard(t, owner, 'Other');
    const foreign = await call(t, owner, 'PUT', `/dashboard/update-layout/${other}`, { layout });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toMatch(/is not an item of this dashboard/);
    expect((await call(t, viewer, 'PUT', url, { layout })).statusCode).toBe(403);
    expect((await call(t, stranger, 'PUT', url, { layout })).statusCode).toBe(404);
  });

  it('counts a dashboard as connected once a month, when it first gets an item', async () => {
    // The dashboard above got three items this month: counted once.
    expect(await counted('dashboard.connected')).toBe(1);
    const second = await createDashboard(t, owner, 'Second');
    await add(owner, { dashboardId: second, conversationId: total, kind: 'WIDGET' });
    await add(owner, { dashboardId: second, conversationId: byRegion, kind: 'GRAPH' });
    expect(await counted('dashboard.connected')).toBe(2);
    // A refused addition counts nothing.
    const third = await createDashboard(t, owner, 'Third');
    await add(owner, { dashboardId: third, conversationId: total, kind: 'GRAPH' });
    expect(await counted('dashboard.connected')).toBe(2);
  });

  it('stops at the plan’s monthly connected dashboards, and counts nothing refused', async () => {
    const basic = await userWithSampleRoom(t);
    const res = await ask(
      t,
      basic.owner,
      basic.roomId,
      basic.sampleId,
      'What is the total revenue?',
    );
    const conversationId = res.json().data._id;
    // Basic allows 3 connected dashboards a month.
    for (let i = 0; i < 3; i += 1) {
      const id = await createDashboard(t, basic.owner, `Basic ${i}`);
      const added = await add(basic.owner, { dashboardId: id, conversationId, kind: 'WIDGET' });
      expect(added.statusCode).toBe(200);
      // A second item on a counted dashboard is free.
      expect(
        (await add(basic.owner, { dashboardId: id, conversationId, kind: 'WIDGET' })).statusCode,
      ).toBe(200);
    }
    const fourth = await createDashboard(t, basic.owner, 'Basic 4');
    const refused = await add(basic.owner, { dashboardId: fourth, conversationId, kind: 'WIDGET' });
    expect(refused.json().code).toBe('PLAN_LIMIT');
    expect(await counted('dashboard.connected', basic.owner.orgId)).toBe(3);
    await setPlan(t, basic.owner.orgId, 'Pro');
    const afterUpgrade = await add(basic.owner, {
      dashboardId: fourth,
      conversationId,
      kind: 'WIDGET',
    });
    expect(afterUpgrade.statusCode).toBe(200);
    // The refused attempt left the dashboard uncounted, so it counts now.
    expect(await counted('dashboard.connected', basic.owner.orgId)).toBe(4);
  });

  it('counts a refresh’s questions at once, and where they do not all fit, stops at the limit', async () => {
    const core = await userWithSampleRoom(t);
    await setPlan(t, core.owner.orgId, 'Core');
    const asked = async (text: string) =>
      (await ask(t, core.owner, core.roomId, core.sampleId, text)).json().data._id;
    const [single, byRegion] = [await asked('total revenue'), await asked('revenue by region')];
    const id = await createDashboard(t, core.owner, 'Core');
    const pinned = [
      [single, 'WIDGET'],
      [byRegion, 'GRAPH'],
      [byRegion, 'TABLE'],
    ];
    for (const [conversationId, kind] of pinned) {
      const added = await add(core.owner, { dashboardId: id, conversationId, kind });
      expect(added.statusCode).toBe(200);
    }
    const refreshCore = () =>
      call(t, core.owner, 'PUT', `/dashboard/refresh-queries/${id}?fresh=true`);
    const counted = async () => {
      const [row] = await t.ctx.db
        .select({ dayCount: usageCounters.dayCount })
        .from(usageCounters)
        .where(and(eq(usageCounters.orgId, core.owner.orgId), eq(usageCounters.kind, 'question')));
      return row?.dayCount ?? 0;
    };
    const questionsBefore = await counted();
    expect((await refreshCore()).json().data).toMatchObject({ refreshed: 3, broken: 0 });
    expect(await counted()).toBe(questionsBefore + 3);
    // Core allows 50 questions a day: with one left, the three do not fit together; one item
    // runs on the last question, and the next one past the limit stops the refresh.
    await t.ctx.db
      .update(usageCounters)
      .set({ dayCount: 49 })
      .where(and(eq(usageCounters.orgId, core.owner.orgId), eq(usageCounters.kind, 'question')));
    const graphs = async () =>
      (await call(t, core.owner, 'POST', '/dashboard/get-graphs', { dashboardId: id })).json().data;
    const refreshedAt = async (): Promise<string[]> =>
      (await graphs()).items.map((item: { lastRefreshedAt: string }) => item.lastRefreshedAt);
    const before = await refreshedAt();
    const dashboardBefore = (await graphs()).dashboard.lastRefreshedAt;
    expect(dashboardBefore).toEqual(expect.any(String));
    t.advanceTime(60_000);
    const refused = await refreshCore();
    expect(refused.json().code).toBe('PLAN_LIMIT');
    expect(await counted()).toBe(50);
    // The item that ran on the last question is kept; the others keep their last results, and
    // the dashboard its last whole refresh.
    const after = await refreshedAt();
    expect(after.filter((time, index) => time !== before[index])).toHaveLength(1);
    expect((await graphs()).dashboard.lastRefreshedAt).toBe(dashboardBefore);
  });
});
