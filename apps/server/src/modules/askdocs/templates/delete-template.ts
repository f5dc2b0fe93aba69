import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { askDocTemplates } from '../tables';
import type { AskDocsTemplateRow } from './find-template';

/**
 * Deletes a template and everyone's star on it; rooms it was connected to are left without one.
 * The caller has loaded the row and authorized it.
 */
export async function deleteTemplate(
  db: Db,
  options: { template: AskDocsTemplateRow },
): Promise<void> {
  const { template } = options;
  await db
    .delete(askDocTemplates)
    .where(and(eq(askDocTemplates.id, template.id), eq(askDocTemplates.orgId, template.orgId)));
}
