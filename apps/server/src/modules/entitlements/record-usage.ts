import { usageEvents } from '../../db/schema';
import type { EntitlementContext, UsageKind } from './types';

export interface Usage {
  orgId: string;
  userId: string | null;
  kind: UsageKind;
}

/** Records one metered use (a question asked, a dashboard connected) that plan limits count. */
export async function recordUsage(ctx: EntitlementContext, usage: Usage): Promise<void> {
  await ctx.db.insert(usageEvents).values({ ...usage, createdAt: ctx.now() });
}

/**
 * `recordUsage` as a data-modifying CTE (`db.with(recordingUsage(…)).insert(…)`), for a caller
 * that counts the use in the same statement that stores it, saving the request a round trip.
 */
export function recordingUsage(ctx: EntitlementContext, usage: Usage) {
  return ctx.db.$with('record_usage').as(
    ctx.db
      .insert(usageEvents)
      .values({ ...usage, createdAt: ctx.now() })
      .returning({ id: usageEvents.id }),
  );
}
