import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { dashboardSubscriptions } from '../tables';

export type SubscriptionRow = typeof dashboardSubscriptions.$inferSelect;

/** A dashboard's report subscription, or null when it has none. */
export async function findSubscription(
  db: Db,
  options: { orgId: string; dashboardId: string },
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(dashboardSubscriptions)
    .where(
      and(
        eq(dashboardSubscriptions.dashboardId, options.dashboardId),
        eq(dashboardSubscriptions.orgId, options.orgId),
      ),
    )
    .limit(1);
  return row ?? null;
}
