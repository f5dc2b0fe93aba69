import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type DashboardRef, type DashboardRow, getDashboard } from './find-dashboard';
import { dashboardFavourites } from './tables';

/**
 * `dashboard/favorite/{id}`: stars or unstars a dashboard the user sees (any member who sees it
 * may star it: the star is theirs); toggles when `favourite` is left out.
 * @throws AppError NOT_FOUND when the user does not see it.
 */
export async function setDashboardFavourite(
  db: Db,
  options: DashboardRef & { favourite?: boolean },
): Promise<DashboardRow> {
  const row = await getDashboard(db, options);
  const favourite = options.favourite ?? !row.isFavourite;
  const key = { userId: options.userId, dashboardId: row.dashboard.id };
  if (favourite) {
    await db.insert(dashboardFavourites).values(key).onConflictDoNothing();
  } else {
    await db
      .delete(dashboardFavourites)
      .where(
        and(
          eq(dashboardFavourites.userId, key.userId),
          eq(dashboardFavourites.dashboardId, key.dashboardId),
        ),
      );
  }
  return { ...row, isFavourite: favourite };
}
