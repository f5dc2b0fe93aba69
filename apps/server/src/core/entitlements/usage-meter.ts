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
 * Counts one use in one statement, unless it would pass a limit: an upsert whose update only
 * happens while the month's and the day's counts are under the limits. The update locks the row
 * and rechecks the condition on its latest version, so concurrent uses are counted one at a time.
 * Returns whether the use was counted.
 */
export async function countIfUnder(
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
export async function uncount(ctx: EntitlementContext, key: MeterKey): Promise<void> {
  const counters = key.meter.table;
  await ctx.db
    .update(counters)
    .set({
      monthCount: sql`greatest(${counters.monthCount} - 1, 0)`,
      dayCount: sql`case when ${counters.day} = ${key.windows.day} then greatest(${counters.dayCount} - 1, 0) else ${counters.dayCount} end`,
    })
    .where(sameRow(key));
}
