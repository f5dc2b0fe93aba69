import { type Permission, type Template, templatePlaceholders } from '@tabletalk/contracts';
import type { templates } from '../tables';
import { templateValidity } from './template-validity';
import { canEditTemplate } from './templates.policy';

export type TemplateRow = typeof templates.$inferSelect;

/** A template row with the user's star, as listings select it. */
export interface TemplateListRow {
  template: TemplateRow;
  isFavourite: boolean;
}

/** Who looks at a template, and on which day (UTC, YYYY-MM-DD): they decide the flags. */
export interface TemplateViewer {
  userId: string;
  permissions: readonly Permission[];
  today: string;
}

/** A template as the API shows it to one user: validity on `today`, their star and abilities. */
export function presentTemplate(row: TemplateListRow, viewer: TemplateViewer): Template {
  const { template } = row;
  const validity = templateValidity(template, viewer.today);
  return {
    _id: template.id,
    title: template.title,
    text: template.text,
    placeholders: templatePlaceholders(template.text),
    sourceId: template.sourceId,
    validFrom: template.validFrom,
    validUntil: template.validUntil,
    expired: validity === 'expired',
    notYetValid: validity === 'not_yet_valid',
    favourite: Boolean(row.isFavourite),
    canEdit: canEditTemplate(viewer, viewer.userId, template),
    createdBy: template.createdBy,
    createdAt: template.createdAt.toISOString(),
  };
}
