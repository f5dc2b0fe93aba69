import { and, countDistinct, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers } from '../identity';
import { personUsageCounters, usageCounters } from './tables';
import type { UsageKind } from './types';
import { usageWindows } from './usage-windows';

/** Everything a plan counts. */
export type CounterName =
  | 'dataSources'
  | 'askDocsProjects'
  | 'dailyQuestions'
  | 'monthlyQuestions'
  | 'monthlyDashboards'
  | 'monthlyOcrPages'
  | 'members';

/** Counts one thing for an organization at a moment (windows are UTC calendar day/month). */
export type UsageCounter = (db: Db, orgId: string, now: Date) => Promise<number>;

/** The uses of a kind counted this UTC month, or today (`usage_counters`). */
function counted(kind: UsageKind, window: 'day' | 'month'): UsageCounter {
  return async (db, orgId, now) => {
    const { month, day } = usageWindows(now);
    const [row] = await db
      .select({
        day: usageCounters.day,
        dayCount: usageCounters.dayCount,
        monthCount: usageCounters.monthCount,
      })
      .from(usageCounters)
      .where(
        and(
          eq(usageCounters.orgId, orgId),
          eq(usageCounters.kind, kind),
          eq(usageCounters.month, month),
        ),
      );
    if (!row) return 0;
    if (window === 'month') return row.monthCount;
    return row.day === day ? row.dayCount : 0;
  };
}

/**
 * The free-plan questions a person asked this UTC month, or today, across the organizations they
 * own (`person_usage_counters`).
 */
export async function countPersonQuestions(
  db: Db,
  userId: string,
  window: 'day' | 'month',
  now: Date,
): Promise<number> {
  const { month, day } = usageWindows(now);
  const [row] = await db
    .select()
    .from(personUsageCounters)
    .where(
      and(
        eq(personUsageCounters.userId, userId),
        eq(personUsageCounters.kind, 'question'),
        eq(personUsageCounters.month, month),
      ),
    );
  if (!row) return 0;
  if (window === 'month') return row.monthCount;
  return row.day === day ? row.dayCount : 0;
}

const countMembers: UsageCounter = async (db, orgId) => {
  const [row] = await db
    .select({ n: countDistinct(teamMembers.userId) })
    .from(teamMembers)
    .where(eq(teamMembers.orgId, orgId));
  return row?.n ?? 0;
};

/** Sources and Ask Docs projects count nothing until their modules register a counter. */
const nothingYet: UsageCounter = async () => 0;

const counters: Record<CounterName, UsageCounter> = {
  dataSources: nothingYet,
  askDocsProjects: nothingYet,
  dailyQuestions: counted('question', 'day'),
  monthlyQuestions: counted('question', 'month'),
  monthlyDashboards: counted('dashboard.connected', 'month'),
  monthlyOcrPages: counted('ocr.page', 'month'),
  members: countMembers,
};

/**
 * Plugs in the counter of a module that owns the counted table (sources, askdocs), so the
 * entitlements module never imports it. Returns a function that restores the previous counter.
 * @example registerUsageCounter('dataSources', (db, orgId) => countSources(db, orgId))
 */
export function registerUsageCounter(name: CounterName, counter: UsageCounter): () => void {
  const previous = counters[name];
  counters[name] = counter;
  return () => {
    counters[name] = previous;
  };
}

/** The current count of one thing for an organization. */
export function countUsage(db: Db, name: CounterName, orgId: string, now: Date): Promise<number> {
  return counters[name](db, orgId, now);
}
