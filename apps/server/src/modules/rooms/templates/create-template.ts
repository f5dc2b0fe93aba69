import type { TemplateRequest } from '@tabletalk/contracts';
import type { Db } from '../../../db/client';
import { getSource } from '../../sources';
import { templates } from '../tables';
import type { TemplateRow } from './presenter';

/**
 * Saves a question with placeholders for the organization, optionally for one source and a
 * validity period (inclusive calendar dates).
 * @throws AppError NOT_FOUND when `sourceId` is not a live source of the organization.
 */
export async function createTemplate(
  db: Db,
  options: { orgId: string; userId: string; data: TemplateRequest },
): Promise<TemplateRow> {
  const { data } = options;
  if (data.sourceId) await getSource(db, { orgId: options.orgId, sourceId: data.sourceId });
  const [row] = await db
    .insert(templates)
    .values({
      orgId: options.orgId,
      createdBy: options.userId,
      sourceId: data.sourceId ?? null,
      title: data.title,
      text: data.text,
      validFrom: data.validFrom ?? null,
      validUntil: data.validUntil ?? null,
    })
    .returning();
  if (!row) throw new Error('template not created');
  return row;
}
