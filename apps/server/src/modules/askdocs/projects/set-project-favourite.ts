import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { askDocProjectFavourites } from '../tables';
import { getProjectRow } from './find-project';

/**
 * Stars or unstars a document project for one user; without `isFavourite` the star toggles.
 * @returns whether the project is now a favourite.
 * @throws AppError NOT_FOUND when the project is not the organization's.
 */
export async function setProjectFavourite(
  db: Db,
  options: { orgId: string; userId: string; projectId: string; isFavourite?: boolean },
): Promise<boolean> {
  const project = await getProjectRow(db, options);
  const key = and(
    eq(askDocProjectFavourites.userId, options.userId),
    eq(askDocProjectFavourites.projectId, project.id),
  );
  const [existing] = await db.select().from(askDocProjectFavourites).where(key).limit(1);
  const wanted = options.isFavourite ?? !existing;
  if (wanted && !existing) {
    await db
      .insert(askDocProjectFavourites)
      .values({ userId: options.userId, projectId: project.id })
      .onConflictDoNothing();
  }
  if (!wanted && existing) await db.delete(askDocProjectFavourites).where(key);
  return wanted;
}
