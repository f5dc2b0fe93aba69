import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { templates } from '../tables';
import type { TemplateRow } from './presenter';

/**
 * Deletes a template and everyone's star on it. Conversations filled from it keep their text
 * (their `templateId` no longer resolves). The caller has loaded the row and authorized it.
 */
export async function deleteTemplate(db: Db, options: { template: TemplateRow }): Promise<void> {
  const { template } = options;
  await db
    .delete(templates)
    .where(and(eq(templates.id, template.id), eq(templates.orgId, template.orgId)));
}
