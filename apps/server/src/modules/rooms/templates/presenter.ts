import type { Template } from '@tabletalk/contracts';
import type { templates } from '../../../db/schema';
import { templatePlaceholders } from './template-placeholders';
import { templateValidity } from './template-validity';

export type TemplateRow = typeof templates.$inferSelect;

/** A template row with the user's star, as listings select it. */
export interface TemplateListRow {
  template: TemplateRow;
  isFavourite: boolean;
}

/** A template as the API shows it; `today` (UTC, YYYY-MM-DD) decides `expired`. */
export function presentTemplate(row: TemplateListRow, today: string): Template {
  const { template } = row;
  return {
    _id: template.id,
    title: template.title,
    text: template.text,
    placeholders: templatePlaceholders(template.text),
    sourceId: template.sourceId,
    validFrom: template.validFrom,
    validUntil: template.validUntil,
    expired: templateValidity(template, today) === 'expired',
    favourite: Boolean(row.isFavourite),
    createdBy: template.createdBy,
    createdAt: template.createdAt.toISOString(),
  };
}
