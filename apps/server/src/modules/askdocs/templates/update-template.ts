import type { AskDocsTemplateRequest } from '@tabletalk/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { askDocTemplates } from '../tables';
import type { AskDocsTemplateRow } from './find-template';

/**
 * Replaces a template's fields (left-out validity ends are cleared, as the form sends them all).
 * The caller has loaded the row and authorized the edit.
 */
export async function updateTemplate(
  db: Db,
  options: { template: AskDocsTemplateRow; data: AskDocsTemplateRequest; now: Date },
): Promise<void> {
  const { template, data } = options;
  await db
    .update(askDocTemplates)
    .set({
      title: data.title,
      instruction: data.instruction,
      answerStyle: data.answerStyle,
      validFrom: data.validFrom ?? null,
      validUntil: data.validUntil ?? null,
      updatedAt: options.now,
    })
    .where(and(eq(askDocTemplates.id, template.id), eq(askDocTemplates.orgId, template.orgId)));
}
