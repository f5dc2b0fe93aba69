import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { templateFavourites } from '../tables';
import { getTemplateRow } from './find-template';

/**
 * Stars or unstars one of the organization's templates for one user.
 * @throws AppError NOT_FOUND when the template is not the organization's.
 */
export async function setTemplateFavourite(
  db: Db,
  options: { orgId: string; userId: string; templateId: string; favourite: boolean },
): Promise<void> {
  const template = await getTemplateRow(db, options);
  if (options.favourite) {
    await db
      .insert(templateFavourites)
      .values({ userId: options.userId, templateId: template.id })
      .onConflictDoNothing();
    return;
  }
  await db
    .delete(templateFavourites)
    .where(
      and(
        eq(templateFavourites.userId, options.userId),
        eq(templateFavourites.templateId, template.id),
      ),
    );
}
