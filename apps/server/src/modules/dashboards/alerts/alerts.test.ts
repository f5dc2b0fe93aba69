import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { schedules } from '../../../core/schedules';
import { call, queryDuckDb } from '../../rooms/test-helpers';
import { alertChecks } from '../tables';
import { createDashboard } from '../test-helpers';
import { singleValueMessages } from './alert-origin';
import { ARCHIVED_CHECK_MESSAGE } from './alerts.routes';
import { NOT_MEMBERS_MESSAGE } from './org-members';
import { alertBody, alertFixture, conversationOf, createAlert } from './test-helpers';

type Alert = {
  _id: string;
  name: string;
  state: string;
  lastValue: number | null;
  archivedAt: string | null;
  canManage: boolean;
  dashboardId: string | null;
  conversationId: string | null;
};

describe('alerts (create, query, check now, archive, delete, who sees and changes them)', () => {
  let t: TestApp;
  let fixture: Awaited<ReturnType<typeof alertFixture>>;
  let owner: BuiltUser;
  let member: BuiltUser;
  let viewer: BuiltUser;
  let stranger: BuiltUser;
  let alertId: string;

  const query = (user: BuiltUser, body: Record<string, unknown> = {}) =>
    call(t, user, 'POST', '/dashboard/alerts/query', body);
  const ids = (alerts: Alert[]) => alerts.map((alert) => alert._id);
  const scheduleOf = async (id: string) => {
    const rows = await t.ctx.db
      .select()
      .from(schedules)
      .where(and(eq(schedules.job, 'dashboards.alert-check'), eq(schedules.key, `alert:${id}`)));
    return rows[0] ?? null;
  };

  beforeAll(async () => {
    t = await createTestApp();
    fixture = await alertFixture(t);
    owner = fixture.owner;
    const team = { orgId: owner.orgId, teamId: owner.teamId };
    member = await buildUser(t, { ...team, role: 'member' });
    viewer = await buildUser(t, { ...team, role: 'viewer' });
    stranger = await buildUser(t);
  });
  afterAll(() => t.close());

  it("creates an alert on a widget: UNKNOWN until checked, named after the item, scheduled as 'alert:<id>'", async () => {
    const res = await call(
      t,
      owner,
      'POST',
      '/dashboard/alerts/create',
      alertBody(fixture.widgetId, { kind: 'above', threshold: 1 }, [owner.user.id, member.user.id]),
    );
    expect(res.statusCode).toBe(200);
    const alert = res.json().data;
    alertId = alert._id;
    expect(alert).toMatchObject({
      name: 'What is the total revenue?',
      dashboardId: fixture.dashboardId,
      itemId: fixture.widgetId,
      conversationId: null,
      sourceId: fixture.sampleId,
      state: 'UNKNOWN',
      lastValue: null,
      lastCheckedAt: null,
      conditionText: 'Above 1',
      canManage: true,
      archivedAt: null,
    });
    const schedule = await scheduleOf(alertId);
    expect(schedule).toMatchObject({
      orgId: owner.orgId,
      data: { alertId, orgId: owner.orgId },
      frequency: { kind: 'hourly', minute: 0 },
    });
  });

  it('checks now with refresh/{id}: the total revenue read through ask, and the new state', async () => {
    const res = await call(t, owner, 'POST', `/dashboard/alerts/refresh/${alertId}`);
    expect(res.statusCode).toBe(200);
    const alert = res.json().data;
    const [[total]] = (await queryDuckDb(
      t,
      fixture.sampleId,
      `SELECT sum(revenue) FROM "${fixture.table}"`,
    )) as [[number]];
    expect(alert.state).toBe('FIRING');
    expect(alert.lastValue).toBeCloseTo(Number(total), 2);
    expect(alert.lastError).toBeNull();
    expect(Date.parse(alert.lastCheckedAt)).toBeLessThanOrEqual(t.ctx.now().getTime());
    const checks = await t.ctx.db
      .select()
      .from(alertChecks)
      .where(eq(alertChecks.alertId, alertId));
    expect(checks.map((check) => check.state)).toEqual(['FIRING']);
  });

  it('refuses a graph (an alert watches one value), a frequency of off, and a missing threshold', async () => {
    const graph = await call(
      t,
      owner,
      'POST',
      '/dashboard/alerts/create',
      alertBody(fixture.graphId, { kind: 'above', threshold: 1 }, [owner.user.id]),
    );
    expect(graph.statusCode).toBe(400);
    expect(graph.json().message).toBe(singleValueMessages.item);
    const off = await call(
      t,
      owner,
      'POST',
      '/dashboard/alerts/create',
      alertBody(fixture.widgetId, { kind: 'above', threshold: 1 }, [owner.user.id], {
        frequency: { kind: 'off' },
      }),
    );
    expect(off.statusCode).toBe(400);
    const noThreshold = await call(
      t,
      owner,
      'POST',
      '/dashboard/alerts/create',
      alertBody(fixture.widgetId, { kind: 'below' }, [owner.user.id]),
    );
    expect(noThreshold.statusCode).toBe(400);
  });

  it('refuses recipients who are not members of the organization', async () => {
    const res = await call(
      t,
      owner,
      'POST',
      '/dashboard/alerts/create',
      alertBody(fixture.widgetId, { kind: 'above', threshold: 1 }, [stranger.user.id]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NOT_MEMBERS_MESSAGE);
  });

  it("creates from a room's answer: seen by its creator only; a chart's answer is refused", async () => {
    const fromAnswer = await createAlert(
      t,
      owner,
      alertBody('', { kind: 'below', threshold: 0 }, [owner.user.id], {
        itemId: undefined,
        conversationId: fixture.totalConversation,
      }),
    );
    const mine: Alert[] = (await query(owner)).json().data;
    expect(mine.find((alert) => alert._id === fromAnswer)).toMatchObject({
      dashboardId: null,
      conversationId: fixture.totalConversation,
    });
    expect(ids((await query(member)).json().data)).not.toContain(fromAnswer);
    const checked = await call(t, member, 'POST', `/dashboard/alerts/refresh/${fromAnswer}`);
    expect(checked.statusCode).toBe(404);

    const chart = await call(
      t,
      owner,
      'POST',
      '/dashboard/alerts/create',
      alertBody('', { kind: 'above', threshold: 1 }, [owner.user.id], {
        itemId: undefined,
        conversationId: fixture.byRegion,
      }),
    );
    expect(chart.statusCode).toBe(400);
    expect(chart.json().message).toBe(singleValueMessages.answer);
    const otherRoom = await conversationOf(t, owner, fixture, 'How many orders are there?');
    const notTheirs = await call(
      t,
      member,
      'POST',
      '/dashboard/alerts/create',
      alertBody('', { kind: 'above', threshold: 1 }, [member.user.id], {
        itemId: undefined,
        conversationId: otherRoom,
      }),
    );
    expect(notTheirs.statusCode).toBe(404);
  });

  it("a viewer sees the dashboard's alerts and checks them, but cannot create or change one (403)", async () => {
    const created = await call(
      t,
      viewer,
      'POST',
      '/dashboard/alerts/create',
      alertBody(fixture.widgetId, { kind: 'above', threshold: 1 }, [viewer.user.id]),
    );
    expect(created.statusCode).toBe(403);
    const listed = await call(
      t,
      viewer,
      'GET',
      `/dashboard/alerts/get-by-dashboard/${fixture.dashboardId}`,
    );
    expect(listed.statusCode).toBe(200);
    const [seen] = listed.json().data as Alert[];
    expect(seen).toMatchObject({ _id: alertId, canManage: false });
    expect((await call(t, viewer, 'POST', `/dashboard/alerts/refresh/${alertId}`)).statusCode).toBe(
      200,
    );
    for (const [method, url, body] of [
      ['POST', `/dashboard/alerts/archive/${alertId}`, undefined],
      ['POST', `/dashboard/alerts/snooze/${alertId}`, { minutes: 60 }],
      ['DELETE', `/dashboard/alerts/hard-delete/${alertId}`, undefined],
    ] as const) {
      expect((await call(t, viewer, method, url, body)).statusCode).toBe(403);
    }
  });

  it('a member who did not create it may not change it; an admin may (with dashboards.manage)', async () => {
    const res = await call(t, member, 'POST', `/dashboard/alerts/snooze/${alertId}`, {
      minutes: 30,
    });
    expect(res.statusCode).toBe(403);
    const admin = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'admin' });
    const snoozed = await call(t, admin, 'POST', `/dashboard/alerts/snooze/${alertId}`, {
      minutes: 30,
    });
    expect(snoozed.statusCode).toBe(200);
    const until = Date.parse(snoozed.json().data.snoozedUntil);
    expect(until - t.ctx.now().getTime()).toBeGreaterThan(29 * 60_000);
    const ended = await call(t, owner, 'POST', `/dashboard/alerts/snooze/${alertId}`, {
      minutes: 0,
    });
    expect(ended.json().data.snoozedUntil).toBeNull();
  });

  it("another organization cannot see or act on the alert (404), nor list the dashboard's", async () => {
    expect(ids((await query(stranger)).json().data)).toEqual([]);
    const calls = [
      ['POST', `/dashboard/alerts/refresh/${alertId}`, undefined],
      ['POST', `/dashboard/alerts/archive/${alertId}`, undefined],
      ['POST', `/dashboard/alerts/unarchive/${alertId}`, undefined],
      ['POST', `/dashboard/alerts/snooze/${alertId}`, { minutes: 5 }],
      ['DELETE', `/dashboard/alerts/hard-delete/${alertId}`, undefined],
      ['GET', `/dashboard/alerts/get-by-dashboard/${fixture.dashboardId}`, undefined],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await call(t, stranger, method, url, body)).statusCode, url).toBe(404);
    }
  });

  it("hides a PRIVATE dashboard's alerts from other members", async () => {
    const privateId = await createDashboard(t, owner, 'Mine only', 'PRIVATE');
    const listed = await call(t, member, 'GET', `/dashboard/alerts/get-by-dashboard/${privateId}`);
    expect(listed.statusCode).toBe(404);
    const filtered: Alert[] = (await query(member, { dashboardId: fixture.dashboardId })).json()
      .data;
    expect(ids(filtered)).toEqual([alertId]);
  });

  it('archive removes the schedule and refuses a check; unarchive restores it', async () => {
    const archived = await call(t, owner, 'POST', `/dashboard/alerts/archive/${alertId}`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().data.archivedAt).not.toBeNull();
    expect(await scheduleOf(alertId)).toBeNull();
    expect(ids((await query(owner, { dashboardId: fixture.dashboardId })).json().data)).toEqual([]);
    expect(
      ids((await query(owner, { dashboardId: fixture.dashboardId, archived: true })).json().data),
    ).toEqual([alertId]);
    const check = await call(t, owner, 'POST', `/dashboard/alerts/refresh/${alertId}`);
    expect(check.statusCode).toBe(400);
    expect(check.json().message).toBe(ARCHIVED_CHECK_MESSAGE);
    const byDashboard = await call(
      t,
      owner,
      'GET',
      `/dashboard/alerts/get-by-dashboard/${fixture.dashboardId}`,
    );
    expect(ids(byDashboard.json().data)).toEqual([alertId]);

    const unarchived = await call(t, owner, 'POST', `/dashboard/alerts/unarchive/${alertId}`);
    expect(unarchived.json().data.archivedAt).toBeNull();
    expect(await scheduleOf(alertId)).toMatchObject({ frequency: { kind: 'hourly', minute: 0 } });
  });

  it('searches alerts by name', async () => {
    const named = await createAlert(
      t,
      owner,
      alertBody(fixture.widgetId, { kind: 'change', percent: 20 }, [owner.user.id], {
        name: 'Revenue swing 100%_',
      }),
    );
    expect(ids((await query(owner, { search: 'swing 100%_' })).json().data)).toEqual([named]);
    expect(ids((await query(owner, { search: '0%x' })).json().data)).toEqual([]);
  });

  it('hard-delete removes the alert, its checks and its schedule', async () => {
    const res = await call(t, owner, 'DELETE', `/dashboard/alerts/hard-delete/${alertId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Alert deleted successfully' });
    expect(await scheduleOf(alertId)).toBeNull();
    const checks = await t.ctx.db
      .select()
      .from(alertChecks)
      .where(eq(alertChecks.alertId, alertId));
    expect(checks).toEqual([]);
    expect((await call(t, owner, 'POST', `/dashboard/alerts/refresh/${alertId}`)).statusCode).toBe(
      404,
    );
  });
});
