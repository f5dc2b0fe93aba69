import { usageEvents } from '../../db/schema';
import type { EntitlementContext, UsageKind } from './types';

/** Records one metered use (a question asked, a dashboard connected) that plan limits count. */
export async function recordUsage(
  ctx: EntitlementContext,
  usage: { orgId: string; userId: string | null; kind: UsageKind },
): Promise<void> {
  await ctx.db.insert(usageEvents).values({ ...usage, createdAt: ctx.now() });
}
