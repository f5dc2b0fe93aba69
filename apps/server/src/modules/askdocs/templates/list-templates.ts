import { AppError, type AskDocsTemplate, type Permission } from '@tabletalk/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { todayUtc } from '../../rooms';
import { askDocTemplates } from '../tables';
import { presentTemplate } from './presenter';

/** Whose templates are listed, for whom (their star and abilities), and on which day. */
export interface TemplateListOptions {
  orgId: string;
  userId: string;
  permissions: readonly Permission[];
  now: Date;
  templateId?: string;
}

function favouriteOf(userId: string) {
  return sql<boolean>`exists (select 1 from "askdoc_template_favourites" f where f.template_id = "askdoc_templates"."id" and f.user_id = ${userId})`;
}

/**
 * `ask-docs/get-all-templates`: the organization's Ask Docs templates as one user sees them, their
 * favourites first, then newest first. `templateId` picks one (none when not the organization's).
 */
export async function listTemplates(
  db: Db,
  options: TemplateListOptions,
): Promise<AskDocsTemplate[]> {
  const where: SQL[] = [eq(askDocTemplates.orgId, options.orgId)];
  if (options.templateId) where.push(eq(askDocTemplates.id, options.templateId));
  const isFavourite = favouriteOf(options.userId);
  const rows = await db
    .select({ template: askDocTemplates, isFavourite })
    .from(askDocTemplates)
    .where(and(...where))
    .orderBy(desc(isFavourite), desc(askDocTemplates.createdAt), desc(askDocTemplates.id));
  const viewer = { ...options, today: todayUtc(options.now) };
  return rows.map((row) => presentTemplate(row, viewer));
}

/**
 * One template as a user sees it.
 * @throws AppError NOT_FOUND when it is not the organization's.
 */
export async function getTemplateView(
  db: Db,
  options: TemplateListOptions & { templateId: string },
): Promise<AskDocsTemplate> {
  const [template] = await listTemplates(db, options);
  if (!template) throw new AppError('NOT_FOUND');
  return template;
}
