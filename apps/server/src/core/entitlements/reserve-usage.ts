import type { AppError } from '@tabletalk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { planLimitError } from './plan-limit-error';
import { type PlanDefinition, planOf } from './plans';
import { personUsageCounters, usageCounters } from './tables';
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
 * Where a use is counted: the organization's row of `usage_counters`, or for free-plan questions
 * the row of the organization's owner in `person_usage_counters`. Both tables have the same
 * columns but the key, so one statement serves either.
 */
interface Meter {
  table: typeof usageCounters | typeof personUsageCounters;
  key: AnyPgColumn;
  /** The key column's value, under the table's own property name. */
  keyValues: { orgId: string } | { userId: string };
  id: string;
}

type MeterKey = { meter: Meter; kind: UsageKind; windows: UsageWindows };

/**
 * Free plans count questions per person across the organizations they own: a new organization
 * would otherwise bring a fresh free quota. Paid plans count per organization.
 */
function meterOf(org: OrgPlanRef, plan: PlanDefinition, kind: UsageKind): Meter {
  const isFree = plan.prices?.Monthly === 0;
  if (kind === 'question' && isFree && org.ownerId) {
    return {
      table: personUsageCounters,
      key: personUsageCounters.userId,
      keyValues: { userId: org.ownerId },
      id: org.ownerId,
    };
  }
  return {
    table: usageCounters,
    key: usageCounters.orgId,
    keyValues: { orgId: org.id },
    id: org.id,
  };
}

const sameRow = ({ meter, kind, windows }: MeterKey) =>
  and(eq(meter.key, meter.id), eq(meter.table.kind, kind), eq(meter.table.month, windows.month));

/**
 * Counts one use in one statement, unless it would pass a limit: an upsert whose update only
 * happens while the month's and the day's counts are under the limits. The update locks the row
 * and rechecks the condition on its latest version, so concurrent uses are counted one at a time.
 * Returns whether the use was counted.
 */
async function countIfUnder(
  ctx: EntitlementContext,
  key: MeterKey,
  limits: { daily: number | null; monthly: number | null },
): Promise<boolean> {
  if (limits.daily === 0 || limits.monthly === 0) return false;
  const { month, day } = key.windows;
  const counters = key.meter.table;
  const underMonthly =
    limits.monthly === null ? sql`true` : sql`${counters.monthCount} < ${limits.monthly}`;
  const underDaily =
    limits.daily === null
      ? sql`true`
      : sql`(${counters.day} <> excluded.day or ${counters.dayCount} < ${limits.daily})`;
  const row = { ...key.meter.keyValues, kind: key.kind, month, monthCount: 1, day, dayCount: 1 };
  const counted = await ctx.db
    .insert(counters)
    .values(row)
    .onConflictDoUpdate({
      target: [key.meter.key, counters.kind, counters.month],
      set: {
        monthCount: sql`${counters.monthCount} + 1`,
        dayCount: sql`case when ${counters.day} = excluded.day then ${counters.dayCount} + 1 else 1 end`,
        day: sql`excluded.day`,
      },
      where: sql`${underMonthly} and ${underDaily}`,
    })
    .returning({ monthCount: counters.monthCount });
  return counted.length > 0;
}

/** Gives back one counted use of the window it was counted in. */
async function uncount(ctx: EntitlementContext, key: MeterKey): Promise<void> {
  const counters = key.meter.table;
  await ctx.db
    .update(counters)
    .set({
      monthCount: sql`greatest(${counters.monthCount} - 1, 0)`,
      dayCount: sql`case when ${counters.day} = ${key.windows.day} then greatest(${counters.dayCount} - 1, 0) else ${counters.dayCount} end`,
    })
    .where(sameRow(key));
}

/** The limit a refused use ran into: the day's when today's uses reached it, else the month's. */
async function reachedLimit(
  ctx: EntitlementContext,
  plan: PlanDefinition,
  key: MeterKey,
): Promise<AppError> {
  const names = LIMITS[key.kind];
  const counters = key.meter.table;
  const [row] = await ctx.db
    .select({ day: counters.day, dayCount: counters.dayCount })
    .from(counters)
    .where(sameRow(key));
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
 * is done (free-plan questions on the owner's own meter, shared by the organizations they own), refusing it when the plan's daily or monthly limit (UTC) is reached; concurrent uses
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
  const key = { meter: meterOf(org, plan, kind), kind, windows: usageWindows(ctx.now()) };
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
