import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { projectFavourites } from '../tables';
import { getProjectRow } from './find-project';

/**
 * Stars or unstars a project for one user; without `isFavourite` the star toggles.
 * @returns whether the project is now a favourite.
 * @throws AppError NOT_FOUND when the project is not the organization's.
 */
export async function setProjectFavourite(
  db: Db,
  options: { orgId: string; userId: string; projectId: string; isFavourite?: boolean },
): Promise<boolean> {
  const project = await getProjectRow(db, options);
  const key = and(
    eq(projectFavourites.userId, options.userId),
    eq(projectFavourites.projectId, project.id),
  );
  const [existing] = await db.select().from(projectFavourites).where(key).limit(1);
  const wanted = options.isFavourite ?? !existing;
  if (wanted && !existing) {
    await db
      .insert(projectFavourites)
      .values({ userId: options.userId, projectId: project.id })
      .onConflictDoNothing();
  }
  if (!wanted && existing) await db.delete(projectFavourites).where(key);
  return wanted;
}
