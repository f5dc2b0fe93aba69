import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { askDocTemplateFavourites } from '../tables';
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
      .insert(askDocTemplateFavourites)
      .values({ userId: options.userId, templateId: template.id })
      .onConflictDoNothing();
    return;
  }
  await db
    .delete(askDocTemplateFavourites)
    .where(
      and(
        eq(askDocTemplateFavourites.userId, options.userId),
        eq(askDocTemplateFavourites.templateId, template.id),
      ),
    );
}
