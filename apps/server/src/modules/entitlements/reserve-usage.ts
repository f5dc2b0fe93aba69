import type { AppError } from '@tabletalk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { usageCounters } from '../../db/schema';
import { planLimitError } from './plan-limit-error';
import { type PlanDefinition, planOf } from './plans';
import type { EntitlementContext, OrgPlanRef, UsageKind } from './types';
import { type UsageWindows, usageWindows } from './usage-windows';

/** A counted use, which gives itself back if the work it was taken for fails. */
export interface Reservation {
  /** Uncounts the use (once); for work that failed before it was done. */
  release(): Promise<void>;
}

/** Which plan limits bound a kind of use, per UTC day and per UTC month. */
const LIMITS = {
  question: { daily: 'dailyQuestions', monthly: 'monthlyQuestions' },
  'dashboard.connected': { daily: null, monthly: 'monthlyDashboards' },
} as const satisfies Record<
  UsageKind,
  {
    daily: 'dailyQuestions' | null;
    monthly: 'monthlyQuestions' | 'monthlyDashboards';
  }
>;

/**
 * Counts one use in one statement, unless it would pass a limit: an upsert whose update only
 * happens while the month's and the day's counts are under the limits. The update locks the row
 * and rechecks the condition on its latest version, so concurrent uses are counted one at a time.
 * Returns whether the use was counted.
 */
async function countIfUnder(
  ctx: EntitlementContext,
  key: { orgId: string; kind: UsageKind; windows: UsageWindows },
  limits: { daily: number | null; monthly: number | null },
): Promise<boolean> {
  if (limits.daily === 0 || limits.monthly === 0) return false;
  const { month, day } = key.windows;
  const underMonthly =
    limits.monthly === null ? sql`true` : sql`${usageCounters.monthCount} < ${limits.monthly}`;
  const underDaily =
    limits.daily === null
      ? sql`true`
      : sql`(${usageCounters.day} <> excluded.day or ${usageCounters.dayCount} < ${limits.daily})`;
  const counted = await ctx.db
    .insert(usageCounters)
    .values({ orgId: key.orgId, kind: key.kind, month, monthCount: 1, day, dayCount: 1 })
    .onConflictDoUpdate({
      target: [usageCounters.orgId, usageCounters.kind, usageCounters.month],
      set: {
        monthCount: sql`${usageCounters.monthCount} + 1`,
        dayCount: sql`case when ${usageCounters.day} = excluded.day then ${usageCounters.dayCount} + 1 else 1 end`,
        day: sql`excluded.day`,
      },
      where: sql`${underMonthly} and ${underDaily}`,
    })
    .returning({ monthCount: usageCounters.monthCount });
  return counted.length > 0;
}

/** Gives back one counted use of the window it was counted in. */
async function uncount(
  ctx: EntitlementContext,
  key: { orgId: string; kind: UsageKind; windows: UsageWindows },
): Promise<void> {
  await ctx.db
    .update(usageCounters)
    .set({
      monthCount: sql`greatest(${usageCounters.monthCount} - 1, 0)`,
      dayCount: sql`case when ${usageCounters.day} = ${key.windows.day} then greatest(${usageCounters.dayCount} - 1, 0) else ${usageCounters.dayCount} end`,
    })
    .where(
      and(
        eq(usageCounters.orgId, key.orgId),
        eq(usageCounters.kind, key.kind),
        eq(usageCounters.month, key.windows.month),
      ),
    );
}

/** The limit a refused use ran into: the day's when today's uses reached it, else the month's. */
async function reachedLimit(
  ctx: EntitlementContext,
  plan: PlanDefinition,
  key: { orgId: string; kind: UsageKind; windows: UsageWindows },
): Promise<AppError> {
  const names = LIMITS[key.kind];
  const [row] = await ctx.db
    .select({ day: usageCounters.day, dayCount: usageCounters.dayCount })
    .from(usageCounters)
    .where(
      and(
        eq(usageCounters.orgId, key.orgId),
        eq(usageCounters.kind, key.kind),
        eq(usageCounters.month, key.windows.month),
      ),
    );
  const dailyLimit = names.daily === null ? null : plan.limits[names.daily];
  const today = row?.day === key.windows.day ? row.dayCount : 0;
  const name =
    names.daily !== null && dailyLimit !== null && today >= dailyLimit
      ? names.daily
      : names.monthly;
  const reached = plan.limits[name] ?? 0;
  return planLimitError(plan, name, (limits) => {
    const other = limits[name];
    return other === null || other > reached;
  });
}

/**
 * Counts one use of the organization's plan (a question, a connected dashboard) before the work
 * is done, refusing it when the plan's daily or monthly limit (UTC) is reached; concurrent uses
 * can never pass a limit together. Release the reservation if the work then fails.
 * @throws AppError PLAN_LIMIT naming the limit (the day's first) and the plan that lifts it.
 * @example const use = await reserveUsage(ctx, org, 'question'); try { … } catch (e) { await use.release(); throw e; }
 */
export async function reserveUsage(
  ctx: EntitlementContext,
  org: OrgPlanRef,
  kind: UsageKind,
): Promise<Reservation> {
  const plan = planOf(org);
  const names = LIMITS[kind];
  const key = { orgId: org.id, kind, windows: usageWindows(ctx.now()) };
  const limits = {
    daily: names.daily === null ? null : plan.limits[names.daily],
    monthly: plan.limits[names.monthly],
  };
  if (!(await countIfUnder(ctx, key, limits))) throw await reachedLimit(ctx, plan, key);
  let released = false;
  return {
    release: async () => {
      if (released) return;
      released = true;
      await uncount(ctx, key);
    },
  };
}
