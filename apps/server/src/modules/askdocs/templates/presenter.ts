import type { AskDocsTemplate, Permission } from '@tabletalk/contracts';
import { templateValidity } from '../../rooms';
import { canEditAskDocsTemplate } from '../askdocs.policy';
import type { AskDocsTemplateRow } from './find-template';

/** A template row with the user's star, as listings select it. */
export interface TemplateListRow {
  template: AskDocsTemplateRow;
  isFavourite: boolean;
}

/** Who looks at a template and on which UTC day (YYYY-MM-DD): they decide its flags. */
export interface TemplateViewer {
  userId: string;
  permissions: readonly Permission[];
  today: string;
}

/** A template as the API shows it to one user: validity on `today`, their star and abilities. */
export function presentTemplate(row: TemplateListRow, viewer: TemplateViewer): AskDocsTemplate {
  const { template } = row;
  const validity = templateValidity(template, viewer.today);
  return {
    _id: template.id,
    title: template.title,
    instruction: template.instruction,
    answerStyle: template.answerStyle,
    validFrom: template.validFrom,
    validUntil: template.validUntil,
    expired: validity === 'expired',
    notYetValid: validity === 'not_yet_valid',
    favourite: Boolean(row.isFavourite),
    canEdit: canEditAskDocsTemplate(viewer, viewer.userId, template),
    createdBy: template.createdBy,
    createdAt: template.createdAt.toISOString(),
    updatedAt: template.updatedAt.toISOString(),
  };
}
