import { AppError } from '@tabletalk/contracts';
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { templates } from '../tables';
import type { TemplateRow } from './presenter';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The organization's templates that can still be used: written for any source, or for a source
 * that was not deleted. The raw subquery names its tables (Drizzle writes `sql` columns bare).
 */
export function usableTemplates(orgId: string): SQL {
  const sourceIsLive = sql`exists (select 1 from "sources" s where s.id = "templates"."source_id" and s.deleted_at is null)`;
  return and(eq(templates.orgId, orgId), or(isNull(templates.sourceId), sourceIsLive)) as SQL;
}

/** A template of the organization, or null (org filter in the query; deleted sources hide it). */
export async function findTemplateRow(
  db: Db,
  options: { orgId: string; templateId: string },
): Promise<TemplateRow | null> {
  if (!UUID.test(options.templateId)) return null;
  const [row] = await db
    .select()
    .from(templates)
    .where(and(eq(templates.id, options.templateId), usableTemplates(options.orgId)))
    .limit(1);
  return row ?? null;
}

/**
 * A template of the organization.
 * @throws AppError NOT_FOUND when it does not exist, is another organization's, or its source
 *   was deleted.
 */
export async function getTemplateRow(
  db: Db,
  options: { orgId: string; templateId: string },
): Promise<TemplateRow> {
  const row = await findTemplateRow(db, options);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
