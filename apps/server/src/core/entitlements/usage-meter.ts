import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PlanDefinition } from './plans';
import { personUsageCounters, usageCounters } from './tables';
import type { EntitlementContext, OrgPlanRef, UsageKind } from './types';
import type { UsageWindows } from './usage-windows';

/**
 * Where a use is counted: the organization's row of `usage_counters`, or for free-plan questions
 * the row of the organization's owner in `person_usage_counters`. Both tables have the same
 * columns but the key, so one statement serves either.
 */
export interface Meter {
  table: typeof usageCounters | typeof personUsageCounters;
  key: AnyPgColumn;
  /** The key column's value, under the table's own property name. */
  keyValues: { orgId: string } | { userId: string };
  id: string;
}

/** One counter row: whose, what and which UTC month (and day). */
export type MeterKey = { meter: Meter; kind: UsageKind; windows: UsageWindows };

/**
 * Which row counts a use. Free plans count questions per person across the organizations they
 * own: a new organization would otherwise bring a fresh free quota. Paid plans, and every other
 * kind, count per organization.
 */
export function meterOf(org: OrgPlanRef, plan: PlanDefinition, kind: UsageKind): Meter {
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

/** The counter row of a key, as a WHERE condition. */
export const sameRow = ({ meter, kind, windows }: MeterKey) =>
  and(eq(meter.key, meter.id), eq(meter.table.kind, kind), eq(meter.table.month, windows.month));

/**
 * Counts `uses` uses (one by default) in one statement, unless they would pass a limit: an upsert
 * whose update only happens while the month's and the day's counts plus `uses` stay within the
 * limits. The update locks the row and rechecks the condition on its latest version, so
 * concurrent uses are counted one at a time. Returns whether the uses were counted (all or none).
 */
export async function countIfUnder(
  ctx: EntitlementContext,
  key: MeterKey,
  limits: { daily: number | null; monthly: number | null },
  uses = 1,
): Promise<boolean> {
  if (uses < 1) return true;
  const passes = (limit: number | null) => limit !== null && uses > limit;
  if (passes(limits.daily) || passes(limits.monthly)) return false;
  const { month, day } = key.windows;
  const counters = key.meter.table;
  const underMonthly =
    limits.monthly === null ? sql`true` : sql`${counters.monthCount} <= ${limits.monthly - uses}`;
  const underDaily =
    limits.daily === null
      ? sql`true`
      : sql`(${counters.day} <> excluded.day or ${counters.dayCount} <= ${limits.daily - uses})`;
  const row = {
    ...key.meter.keyValues,
    kind: key.kind,
    month,
    monthCount: uses,
    day,
    dayCount: uses,
  };
  const counted = await ctx.db
    .insert(counters)
    .values(row)
    .onConflictDoUpdate({
      target: [key.meter.key, counters.kind, counters.month],
      set: {
        monthCount: sql`${counters.monthCount} + excluded.month_count`,
        dayCount: sql`case when ${counters.day} = excluded.day then ${counters.dayCount} + excluded.day_count else excluded.day_count end`,
        day: sql`excluded.day`,
      },
      where: sql`${underMonthly} and ${underDaily}`,
    })
    .returning({ monthCount: counters.monthCount });
  return counted.length > 0;
}

/** Gives back `uses` counted uses (one by default) of the window they were counted in. */
export async function uncount(ctx: EntitlementContext, key: MeterKey, uses = 1): Promise<void> {
  if (uses < 1) return;
  const counters = key.meter.table;
  await ctx.db
    .update(counters)
    .set({
      monthCount: sql`greatest(${counters.monthCount} - ${uses}, 0)`,
      dayCount: sql`case when ${counters.day} = ${key.windows.day} then greatest(${counters.dayCount} - ${uses}, 0) else ${counters.dayCount} end`,
    })
    .where(sameRow(key));
}
