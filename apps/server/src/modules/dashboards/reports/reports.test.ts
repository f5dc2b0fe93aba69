import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { runDueSchedules, schedules } from '../../../core/schedules';
import { ask, call, userWithSampleRoom } from '../../rooms/test-helpers';
import { dashboardItems, dashboardSubscriptions } from '../tables';
import { createDashboard, setPlan } from '../test-helpers';
import { sendScheduledReport } from './send-report';

const PNG_SIGNATURE = '89504e470d0a1a0a';
const daily = { kind: 'daily', time: '07:00', timeZone: 'UTC' } as const;

describe('scheduled dashboard reports by email (dashboard/subscriptions)', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let member: BuiltUser;
  let viewer: BuiltUser;
  let stranger: BuiltUser;
  let sampleId: string;
  let roomId: string;
  let dashboardId: string;
  const url = () => `/dashboard/subscriptions/${dashboardId}`;

  const pin = async (text: string, kind: 'WIDGET' | 'GRAPH' | 'TABLE'): Promise<string> => {
    const asked = await ask(t, owner, roomId, sampleId, text);
    if (asked.statusCode !== 200) throw new Error(`${text}: ${asked.body}`);
    const res = await call(t, owner, 'POST', '/dashboard/db/add-conversation-to-dashboard', {
      dashboardId,
      conversationId: asked.json().data._id,
      kind,
    });
    if (res.statusCode !== 200) throw new Error(`add ${text}: ${res.body}`);
    return res.json().data._id;
  };
  const reportSchedule = async (id = dashboardId) =>
    t.ctx.db
      .select()
      .from(schedules)
      .where(and(eq(schedules.job, 'dashboards.report'), eq(schedules.key, `report:${id}`)));

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://tabletalk.example' });
    ({ owner, sampleId, roomId } = await userWithSampleRoom(t));
    await setPlan(t, owner.orgId, 'Enterprise');
    const team = { orgId: owner.orgId, teamId: owner.teamId };
    member = await buildUser(t, { ...team, role: 'member' });
    viewer = await buildUser(t, { ...team, role: 'viewer' });
    stranger = await buildUser(t);
    dashboardId = await createDashboard(t, owner, 'Sales <weekly>', 'PUBLIC');
  });
  afterAll(() => t.close());

  it('starts without a report; viewers read it, may not set it (403), another organization gets 404', async () => {
    const none = await call(t, viewer, 'GET', url());
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ data: null });
    const body = { frequency: daily, userIds: [member.user.id] };
    expect((await call(t, viewer, 'PUT', url(), body)).statusCode).toBe(403);
    expect((await call(t, viewer, 'DELETE', url())).statusCode).toBe(403);
    expect((await call(t, member, 'PUT', url(), body)).statusCode).toBe(403);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await call(t, stranger, method, url(), method === 'PUT' ? body : undefined);
      expect(res.statusCode).toBe(404);
    }
    expect(await reportSchedule()).toEqual([]);
  });

  it('refuses recipients outside the organization, no schedule, and an empty list', async () => {
    const outsider = await call(t, owner, 'PUT', url(), {
      frequency: daily,
      userIds: [member.user.id, stranger.user.id],
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().message).toBe('A report goes only to members of the organization.');
    const off = await call(t, owner, 'PUT', url(), {
      frequency: { kind: 'off' },
      userIds: [member.user.id],
    });
    expect(off.statusCode).toBe(400);
    const nobody = await call(t, owner, 'PUT', url(), { frequency: daily, userIds: [] });
    expect(nobody.statusCode).toBe(400);
    expect(await reportSchedule()).toEqual([]);
  });

  it('refuses a member who does not see a PRIVATE dashboard', async () => {
    const privateId = await createDashboard(t, owner, 'Mine');
    const res = await call(t, owner, 'PUT', `/dashboard/subscriptions/${privateId}`, {
      frequency: daily,
      userIds: [member.user.id],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      `${member.user.email} cannot see this dashboard: share it with them first.`,
    );
  });

  it('sets a report for members and plans it as dashboards.report', async () => {
    const res = await call(t, owner, 'PUT', url(), {
      frequency: daily,
      userIds: [owner.user.id, member.user.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      dashboardId,
      frequency: daily,
      createdBy: owner.user.id,
      lastSentAt: null,
      recipients: [
        { userId: owner.user.id, email: owner.user.email },
        { userId: member.user.id, email: member.user.email },
      ],
    });
    const [schedule] = await reportSchedule();
    expect(schedule).toMatchObject({ orgId: owner.orgId, data: { dashboardId }, frequency: daily });
    const read = await call(t, member, 'GET', url());
    expect(read.json().data.recipients).toHaveLength(2);

    // Set again, it is changed in place: one report per dashboard, one schedule.
    const weekly = { kind: 'weekly', day: 1, time: '09:15', timeZone: 'Europe/Berlin' } as const;
    const changed = await call(t, owner, 'PUT', url(), {
      frequency: weekly,
      userIds: [member.user.id],
    });
    expect(changed.json().data).toMatchObject({
      frequency: weekly,
      recipients: [{ userId: member.user.id }],
    });
    const schedules = await reportSchedule();
    expect(schedules).toHaveLength(1);
    expect(schedules[0]?.frequency).toEqual(weekly);
    await call(t, owner, 'PUT', url(), {
      frequency: daily,
      userIds: [owner.user.id, member.user.id],
    });
  });

  it('emails the refreshed dashboard to each recipient: charts as inline PNGs, values, tables, broken items, a link back', async () => {
    await pin('What is the total revenue?', 'WIDGET');
    await pin('total revenue by region', 'GRAPH');
    await pin('total revenue by month in 2024', 'GRAPH');
    const table = await pin('total revenue by country', 'TABLE');
    const broken = await pin('total quantity by category', 'TABLE');
    // An item whose column left the source: the refresh marks it broken, the report says why.
    const [row] = await t.ctx.db.select().from(dashboardItems).where(eq(dashboardItems.id, broken));
    const query = row?.structuredQuery;
    if (!query) throw new Error('no structured query');
    await t.ctx.db
      .update(dashboardItems)
      .set({
        structuredQuery: {
          ...query,
          groupBy: [{ kind: 'column', table: query.from.as, column: 'gone' }],
        },
      })
      .where(eq(dashboardItems.id, broken));

    const slotPassed = new Date(t.ctx.now().getTime() + 25 * 3_600_000);
    expect(await runDueSchedules(t.ctx, slotPassed)).toBe(1);

    const reports = t.emails().filter((email) => email.subject.startsWith('Dashboard report'));
    expect(reports.map((email) => email.to).sort()).toEqual(
      [owner.user.email, member.user.email].sort(),
    );
    for (const email of reports) {
      expect(email.subject).toBe('Dashboard report: Sales <weekly>');
      expect(email.html).toContain('Sales &lt;weekly&gt;');
      const link = `https://tabletalk.example/dashboards/${dashboardId}`;
      expect(email.text).toContain(link);
      expect(email.html).toContain(`href="${link}"`);
      // Two graphs: two images, each shown inline by its Content-ID.
      expect(email.attachments).toHaveLength(2);
      for (const image of email.attachments ?? []) {
        expect(image.contentType).toBe('image/png');
        expect(Buffer.from(image.content, 'base64').subarray(0, 8).toString('hex')).toBe(
          PNG_SIGNATURE,
        );
        expect(email.html).toContain(`src="cid:${image.cid}"`);
      }
      expect(email.text).toMatch(/What is the total revenue\?\n.+: [\d,.]+/);
      expect(email.html).toMatch(/<table[^>]*>.*<th[^>]*>Country<\/th>/s);
      expect(email.text).toContain("This item cannot run: The source's schema changed");
    }
    const items = (await call(t, owner, 'POST', '/dashboard/get-graphs', { dashboardId })).json()
      .data.items;
    expect(items.find((item: { _id: string }) => item._id === table).lastRefreshedAt).toEqual(
      expect.any(String),
    );
    const read = await call(t, owner, 'GET', url());
    expect(read.json().data.lastSentAt).toEqual(expect.any(String));
    // The slot ran once.
    expect(await runDueSchedules(t.ctx, slotPassed)).toBe(0);
  });

  it('stops the report when it is removed, and when its dashboard is deleted', async () => {
    const removed = await call(t, owner, 'DELETE', url());
    expect(removed.statusCode).toBe(200);
    expect((await call(t, owner, 'GET', url())).json()).toEqual({ data: null });
    expect(await reportSchedule()).toEqual([]);

    // A subscription gone without its schedule (its creator's account was deleted): the next
    // slot finds nothing to send and stops the schedule.
    const hourly = { frequency: { kind: 'hourly', minute: 5 }, userIds: [member.user.id] };
    await call(t, owner, 'PUT', url(), hourly);
    await t.ctx.db
      .delete(dashboardSubscriptions)
      .where(eq(dashboardSubscriptions.dashboardId, dashboardId));
    const emailsBefore = t.emails().length;
    await sendScheduledReport(t.ctx, dashboardId);
    expect(await reportSchedule()).toEqual([]);
    expect(t.emails()).toHaveLength(emailsBefore);

    await call(t, owner, 'PUT', url(), hourly);
    expect(await reportSchedule()).toHaveLength(1);
    const deleted = await call(t, owner, 'DELETE', `/dashboard/delete-dashboard/${dashboardId}`);
    expect(deleted.statusCode).toBe(200);
    expect(await reportSchedule()).toEqual([]);
  });
});
