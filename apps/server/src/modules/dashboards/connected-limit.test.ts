import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../../test/factories';
import { startNextPeriod } from '../../../test/periods';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { usageCounters, usageWindows } from '../../core/entitlements';
import { ask, call, userWithSampleRoom } from '../rooms/test-helpers';
import { createDashboard } from './test-helpers';

describe('connected dashboards at the month’s last one, added at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const add = (user: BuiltUser, dashboardId: string, conversationId: string) =>
    call(t, user, 'POST', '/dashboard/db/add-conversation-to-dashboard', {
      dashboardId,
      conversationId,
      kind: 'WIDGET',
    });

  /** Dashboards counted as connected in the UTC month the app's clock is in. */
  async function connectedThisMonth(orgId: string): Promise<number> {
    const [row] = await t.ctx.db
      .select({ monthCount: usageCounters.monthCount })
      .from(usageCounters)
      .where(
        and(
          eq(usageCounters.orgId, orgId),
          eq(usageCounters.kind, 'dashboard.connected'),
          eq(usageCounters.month, usageWindows(t.ctx.now()).month),
        ),
      );
    return row?.monthCount ?? 0;
  }

  it('connects exactly one of two dashboards at the last place, and the other next month', async () => {
    // Basic: 3 connected dashboards a month.
    const { owner, roomId, sampleId } = await userWithSampleRoom(t);
    const asked = await ask(t, owner, roomId, sampleId, 'What is the total revenue?');
    const conversationId: string = asked.json().data._id;
    for (const name of ['One', 'Two']) {
      const id = await createDashboard(t, owner, name);
      expect((await add(owner, id, conversationId)).statusCode).toBe(200);
    }
    const [left, right] = [
      await createDashboard(t, owner, 'Left'),
      await createDashboard(t, owner, 'Right'),
    ];
    const answers = await Promise.all([
      add(owner, left, conversationId),
      add(owner, right, conversationId),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 402]);
    const refused = answers.findIndex((answer) => answer.statusCode === 402);
    expect(answers[refused]?.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      message:
        'The Basic plan allows 3 connected dashboards a month. Upgrade to Pro for 30 connected dashboards a month.',
    });
    expect(await connectedThisMonth(owner.orgId)).toBe(3);
    const me = await call(t, owner, 'GET', '/users/me');
    expect(me.json().data.serviceUsage.monthlyDashboards).toEqual({ used: 3, limit: 3 });

    // The next UTC month counts afresh: the refused dashboard connects.
    const nextMonth = await startNextPeriod(t, owner, 'month');
    const waiting = refused === 0 ? left : right;
    expect((await add(nextMonth, waiting, conversationId)).statusCode).toBe(200);
    expect(await connectedThisMonth(owner.orgId)).toBe(1);
  });
});
