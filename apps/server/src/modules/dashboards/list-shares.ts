import { and, asc, desc, eq } from 'drizzle-orm';
import { users } from '../../core/identity';
import type { Db } from '../../db/client';
import type { DashboardShareRow } from './presenter';
import { dashboardShares } from './tables';

/**
 * The members a dashboard is shared with, the latest shared first: what the share dialog lists
 * (the caller has checked that the user may edit the dashboard).
 */
export function listShares(
  db: Db,
  options: { orgId: string; dashboardId: string },
): Promise<DashboardShareRow[]> {
  return db
    .select({
      user: {
        id: users.id,
        givenName: users.givenName,
        familyName: users.familyName,
        email: users.email,
      },
      sharedAt: dashboardShares.createdAt,
    })
    .from(dashboardShares)
    .innerJoin(users, eq(users.id, dashboardShares.userId))
    .where(
      and(
        eq(dashboardShares.orgId, options.orgId),
        eq(dashboardShares.dashboardId, options.dashboardId),
      ),
    )
    .orderBy(desc(dashboardShares.createdAt), asc(users.email));
}
