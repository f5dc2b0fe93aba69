import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { runDueSchedules, schedules } from '../../../core/schedules';
import { notifications } from '../../notifications';
import { call } from '../../rooms/test-helpers';
import { alertChecks, alerts } from '../tables';
import { noValueMessages } from './first-numeric-value';
import { runScheduledAlertCheck } from './run-scheduled-check';
import { alertBody, alertFixture, createAlert } from './test-helpers';

const DELETED_MESSAGE =
  'The data source linked to this dashboard has been deleted. The dashboard cannot receive further updates.';

type Alert = {
  _id: string;
  state: string;
  lastValue: number | null;
  lastError: string | null;
  note: string | null;
};

describe('alert checks: conditions, history, notifications once per change, snooze, schedule', () => {
  let t: TestApp;
  let fixture: Awaited<ReturnType<typeof alertFixture>>;
  let owner: BuiltUser;
  let member: BuiltUser;
  /** The widget's value: the sample's total revenue. */
  let total: number;

  /** Checks an alert now, a second after the last check (history is ordered by time). */
  const check = async (id: string): Promise<Alert> => {
    t.advanceTime(1_000);
    const res = await call(t, owner, 'POST', `/dashboard/alerts/refresh/${id}`);
    if (res.statusCode !== 200) throw new Error(`refresh: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const widgetAlert = (condition: Record<string, unknown>, overrides = {}) =>
    createAlert(t, owner, alertBody(fixture.widgetId, condition, [owner.user.id], overrides));
  const noticesOf = (user: BuiltUser, kind?: string) =>
    t.ctx.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, user.user.id),
          kind ? eq(notifications.kind, kind) : undefined,
        ),
      );
  /** Earlier checks with these values, oldest first, before any real one. */
  const seedChecks = async (alertId: string, values: number[]) => {
    const start = t.ctx.now().getTime() - values.length * 3_600_000;
    await t.ctx.db.insert(alertChecks).values(
      values.map((value, index) => ({
        orgId: owner.orgId,
        alertId,
        checkedAt: new Date(start + index * 3_600_000),
        value,
        state: 'OK' as const,
      })),
    );
  };

  beforeAll(async () => {
    t = await createTestApp();
    fixture = await alertFixture(t);
    owner = fixture.owner;
    member = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'member' });
    const probe = await widgetAlert({ kind: 'above', threshold: 0 });
    const read = await check(probe);
    if (read.lastValue === null) throw new Error(`no value: ${read.lastError}`);
    total = read.lastValue;
  });
  afterAll(() => t.close());

  it('above and below do not fire on the threshold itself, only past it; equal fires on it', async () => {
    const cases = [
      [{ kind: 'above', threshold: total }, 'OK'],
      [{ kind: 'above', threshold: total - 0.01 }, 'FIRING'],
      [{ kind: 'below', threshold: total }, 'OK'],
      [{ kind: 'below', threshold: total + 0.01 }, 'FIRING'],
      [{ kind: 'equal', threshold: total }, 'FIRING'],
      [{ kind: 'equal', threshold: total + 1 }, 'OK'],
    ] as const;
    for (const [condition, state] of cases) {
      const alert = await check(await widgetAlert(condition));
      expect({ condition, state: alert.state }).toEqual({ condition, state });
      expect(alert.lastValue).toBe(total);
    }
  });

  it('change compares with the previous check: the first is OK and says so, then more than N % fires', async () => {
    const id = await widgetAlert({ kind: 'change', percent: 50 });
    const first = await check(id);
    expect(first).toMatchObject({ state: 'OK' });
    expect(first.note).toBe('First check: there is no previous value to compare with yet.');
    expect((await check(id)).state).toBe('OK');

    const doubled = await widgetAlert({ kind: 'change', percent: 50 });
    await seedChecks(doubled, [total / 2]);
    expect((await check(doubled)).state).toBe('FIRING');
    const halfMore = await widgetAlert({ kind: 'change', percent: 50 });
    await seedChecks(halfMore, [total / 1.5]);
    expect((await check(halfMore)).state).toBe('OK');
  });

  it('outside the usual range: UNKNOWN with fewer than 5 checks, then mean ± k·σ of a known series', async () => {
    const few = await widgetAlert({ kind: 'outside', k: 2 });
    await seedChecks(few, [1, 2, 3]);
    const unknown = await check(few);
    expect(unknown.state).toBe('UNKNOWN');
    expect(unknown.note).toBe('The usual range needs 5 earlier checks; there are 3 so far.');

    // Around the total: mean total, σ 10: the range is total ± 20, the total inside.
    const usual = await widgetAlert({ kind: 'outside', k: 2 });
    await seedChecks(usual, [
      total - 10,
      total + 10,
      total - 10,
      total + 10,
      total - 10,
      total + 10,
    ]);
    expect((await check(usual)).state).toBe('OK');
    // A series far below: mean total/2, σ 1: the total is far outside.
    const far = await widgetAlert({ kind: 'outside', k: 3 });
    await seedChecks(far, [total / 2 - 1, total / 2 + 1, total / 2 - 1, total / 2 + 1, total / 2]);
    expect((await check(far)).state).toBe('FIRING');
  });

  it('fires once (in the app and by email, with value, threshold and link), stays quiet while firing, then resolves', async () => {
    const id = await createAlert(
      t,
      owner,
      alertBody(
        fixture.widgetId,
        { kind: 'above', threshold: 1000 },
        [owner.user.id, member.user.id],
        {
          name: 'Revenue over 1,000',
          recipients: { userIds: [owner.user.id, member.user.id], inApp: true, email: true },
        },
      ),
    );
    const firedBefore = (await noticesOf(member, 'alert.fired')).length;
    expect((await check(id)).state).toBe('FIRING');
    const fired = await noticesOf(member, 'alert.fired');
    expect(fired.length).toBe(firedBefore + 1);
    const notice = fired.at(-1);
    expect(notice?.link).toBe(`/dashboards/${fixture.dashboardId}`);
    expect(notice?.title).toBe('Alert fired: Revenue over 1,000');
    expect(notice?.message).toContain('the threshold 1,000');
    expect(notice?.message).toContain(total.toLocaleString('en-US', { maximumFractionDigits: 6 }));
    const emails = t.emails(member.user.email).filter((m) => m.subject.startsWith('Alert fired'));
    expect(emails).toHaveLength(1);
    expect(emails[0]?.text).toContain(`/dashboards/${fixture.dashboardId}`);
    expect(
      t.emails(owner.user.email).filter((m) => m.subject.startsWith('Alert fired')),
    ).toHaveLength(1);

    expect((await check(id)).state).toBe('FIRING');
    expect(await noticesOf(member, 'alert.fired')).toHaveLength(firedBefore + 1);

    await t.ctx.db
      .update(alerts)
      .set({ condition: { kind: 'above', threshold: total + 1 } })
      .where(eq(alerts.id, id));
    expect((await check(id)).state).toBe('OK');
    const resolved = await noticesOf(member, 'alert.resolved');
    expect(resolved).toHaveLength(1);
    expect(resolved[0]?.message).toContain('is back to normal');
    expect(
      t.emails(member.user.email).filter((m) => m.subject.startsWith('Alert resolved')),
    ).toHaveLength(1);
  });

  it('an error between two firing checks does not notify again', async () => {
    const id = await widgetAlert({ kind: 'above', threshold: 1 });
    expect((await check(id)).state).toBe('FIRING');
    const count = (await noticesOf(owner, 'alert.fired')).length;
    const sql = (await t.ctx.db.select().from(alerts).where(eq(alerts.id, id)))[0];
    await t.ctx.db
      .update(alerts)
      .set({ structuredQuery: null, sql: `SELECT 'no number' AS label` })
      .where(eq(alerts.id, id));
    const broken = await check(id);
    expect(broken).toMatchObject({ state: 'ERROR', lastError: noValueMessages.noNumber });
    expect(broken.lastValue).toBe(total);
    await t.ctx.db
      .update(alerts)
      .set({ structuredQuery: sql?.structuredQuery ?? null, sql: sql?.sql ?? '' })
      .where(eq(alerts.id, id));
    expect((await check(id)).state).toBe('FIRING');
    expect(await noticesOf(owner, 'alert.fired')).toHaveLength(count);
  });

  it('a result with no rows is ERROR with a readable message', async () => {
    const id = await widgetAlert({ kind: 'above', threshold: 1 });
    await t.ctx.db
      .update(alerts)
      .set({ structuredQuery: null, sql: `SELECT revenue FROM "${fixture.table}" WHERE 1 = 0` })
      .where(eq(alerts.id, id));
    expect(await check(id)).toMatchObject({ state: 'ERROR', lastError: noValueMessages.noRows });
  });

  it('snoozed, it is still checked and its state recorded, but no one is notified', async () => {
    const id = await widgetAlert({ kind: 'above', threshold: 1 });
    const snooze = await call(t, owner, 'POST', `/dashboard/alerts/snooze/${id}`, { minutes: 60 });
    expect(snooze.statusCode).toBe(200);
    const before = (await noticesOf(owner, 'alert.fired')).length;
    expect((await check(id)).state).toBe('FIRING');
    expect(await noticesOf(owner, 'alert.fired')).toHaveLength(before);
    const checks = await t.ctx.db.select().from(alertChecks).where(eq(alertChecks.alertId, id));
    expect(checks.map((row) => row.state)).toEqual(['FIRING']);
  });

  it('the scheduler runs a check at its slot through the dashboards.alert-check job', async () => {
    const id = await widgetAlert({ kind: 'below', threshold: 1 });
    const slotPassed = new Date(t.ctx.now().getTime() + 2 * 3_600_000);
    expect(await runDueSchedules(t.ctx, slotPassed)).toBeGreaterThanOrEqual(1);
    const [row] = await t.ctx.db.select().from(alerts).where(eq(alerts.id, id));
    expect(row).toMatchObject({ state: 'OK', lastValue: total });
    expect(row?.lastCheckedAt).not.toBeNull();
    // The same slot does not run twice.
    expect(await runDueSchedules(t.ctx, slotPassed)).toBe(0);
  });

  it('the job of an alert that is gone removes its schedule', async () => {
    const id = await widgetAlert({ kind: 'below', threshold: 1 });
    await t.ctx.db.delete(alerts).where(eq(alerts.id, id));
    await runScheduledAlertCheck(t.ctx, { alertId: id, orgId: owner.orgId });
    const left = await t.ctx.db
      .select()
      .from(schedules)
      .where(eq(schedules.key, `alert:${id}`));
    expect(left).toEqual([]);
  });

  it("a deleted source: ERROR with the spec's message, and its schedule removed", async () => {
    const id = await widgetAlert({ kind: 'above', threshold: 1 });
    const deleted = await call(t, owner, 'DELETE', `/db/delete-source/${fixture.sampleId}`);
    expect(deleted.statusCode).toBe(200);
    expect(await check(id)).toMatchObject({ state: 'ERROR', lastError: DELETED_MESSAGE });
    const left = await t.ctx.db
      .select()
      .from(schedules)
      .where(eq(schedules.key, `alert:${id}`));
    expect(left).toEqual([]);
    const refused = await call(
      t,
      owner,
      'POST',
      '/dashboard/alerts/create',
      alertBody(fixture.widgetId, { kind: 'above', threshold: 1 }, [owner.user.id]),
    );
    expect(refused.json()).toMatchObject({ code: 'SOURCE_DELETED_DASHBOARD' });
  });
});
