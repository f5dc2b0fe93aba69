import type { TemplateRequest } from '@tabletalk/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { getSource } from '../../sources';
import { templates } from '../tables';
import type { TemplateRow } from './presenter';

/**
 * Replaces a template's title, text, source and validity (fields left out of the request are
 * cleared, as the form sends them all). The caller has loaded the row and authorized the edit.
 * @throws AppError NOT_FOUND when `sourceId` is not a live source of the organization.
 */
export async function updateTemplate(
  db: Db,
  options: { template: TemplateRow; data: TemplateRequest; now: Date },
): Promise<void> {
  const { template, data } = options;
  if (data.sourceId) await getSource(db, { orgId: template.orgId, sourceId: data.sourceId });
  await db
    .update(templates)
    .set({
      title: data.title,
      text: data.text,
      sourceId: data.sourceId ?? null,
      validFrom: data.validFrom ?? null,
      validUntil: data.validUntil ?? null,
      updatedAt: options.now,
    })
    .where(and(eq(templates.id, template.id), eq(templates.orgId, template.orgId)));
}
