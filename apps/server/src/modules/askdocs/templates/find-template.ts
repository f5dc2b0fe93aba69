import { AppError } from '@tabletalk/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { askDocTemplates } from '../tables';

export type AskDocsTemplateRow = typeof askDocTemplates.$inferSelect;

/**
 * An Ask Docs template of the organization (org filter in the query).
 * @throws AppError NOT_FOUND when it does not exist or is another organization's.
 */
export async function getTemplateRow(
  db: Db,
  options: { orgId: string; templateId: string },
): Promise<AskDocsTemplateRow> {
  const [row] = await db
    .select()
    .from(askDocTemplates)
    .where(
      and(eq(askDocTemplates.id, options.templateId), eq(askDocTemplates.orgId, options.orgId)),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
