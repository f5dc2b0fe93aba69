import { AppError, type Permission, type Template } from '@tabletalk/contracts';
import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { templates } from '../tables';
import { usableTemplates } from './find-template';
import { presentTemplate } from './presenter';
import { todayUtc } from './template-validity';

function favouriteOf(userId: string) {
  return sql<boolean>`exists (select 1 from "template_favourites" f where f.template_id = "templates"."id" and f.user_id = ${userId})`;
}

/** Whose templates are listed, for whom (their star and abilities), and on which day. */
export interface TemplateListOptions {
  orgId: string;
  userId: string;
  permissions: readonly Permission[];
  now: Date;
  sourceId?: string;
  templateId?: string;
}

/**
 * The organization's templates as one user sees them: with `sourceId`, those written for that
 * source or for any source; the user's favourites first, then newest first. `templateId` picks
 * one (an empty list when it is not the organization's).
 */
export async function listTemplates(db: Db, options: TemplateListOptions): Promise<Template[]> {
  const conditions: (SQL | undefined)[] = [usableTemplates(options.orgId)];
  if (options.sourceId) {
    conditions.push(or(isNull(templates.sourceId), eq(templates.sourceId, options.sourceId)));
  }
  if (options.templateId) conditions.push(eq(templates.id, options.templateId));
  const isFavourite = favouriteOf(options.userId);
  const rows = await db
    .select({ template: templates, isFavourite })
    .from(templates)
    .where(and(...conditions))
    .orderBy(desc(isFavourite), desc(templates.createdAt), desc(templates.id));
  const viewer = { ...options, today: todayUtc(options.now) };
  return rows.map((row) => presentTemplate(row, viewer));
}

/**
 * One template as a user sees it.
 * @throws AppError NOT_FOUND when it is not the organization's (or was deleted meanwhile).
 */
export async function getTemplateView(
  db: Db,
  options: TemplateListOptions & { templateId: string },
): Promise<Template> {
  const [template] = await listTemplates(db, options);
  if (!template) throw new AppError('NOT_FOUND');
  return template;
}
