import { and, countDistinct, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers, usageEvents } from '../../db/schema';
import type { UsageKind } from './types';

/** Everything a plan counts. */
export type CounterName =
  | 'dataSources'
  | 'askDocsProjects'
  | 'dailyQuestions'
  | 'monthlyQuestions'
  | 'monthlyDashboards'
  | 'members';

/** Counts one thing for an organization at a moment (windows are UTC calendar day/month). */
export type UsageCounter = (db: Db, orgId: string, now: Date) => Promise<number>;

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

function startOfUtcMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

function eventsSince(kind: UsageKind, since: (now: Date) => Date): UsageCounter {
  return async (db, orgId, now) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(usageEvents)
      .where(
        and(
          eq(usageEvents.orgId, orgId),
          eq(usageEvents.kind, kind),
          gte(usageEvents.createdAt, since(now)),
        ),
      );
    return row?.n ?? 0;
  };
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
  dailyQuestions: eventsSince('question', startOfUtcDay),
  monthlyQuestions: eventsSince('question', startOfUtcMonth),
  monthlyDashboards: eventsSince('dashboard.connected', startOfUtcMonth),
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
