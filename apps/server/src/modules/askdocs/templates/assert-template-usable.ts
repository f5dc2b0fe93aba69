import { AppError } from '@tabletalk/contracts';
import { templateValidity, todayUtc } from '../../rooms';
import type { AskDocsTemplateRow } from './find-template';

/**
 * Refuses a template that cannot be used on `now`'s UTC day, with the rooms' codes and wording:
 * TEMPLATE_EXPIRED (the spec's message) after its last valid day, TEMPLATE_NOT_YET_VALID naming
 * its first valid day before it. Both carry `details` with `reason`, `validFrom`, `validUntil`.
 * @throws AppError TEMPLATE_EXPIRED or TEMPLATE_NOT_YET_VALID.
 */
export function assertTemplateUsable(template: AskDocsTemplateRow, now: Date): void {
  const validity = templateValidity(template, todayUtc(now));
  const details = {
    reason: validity,
    validFrom: template.validFrom,
    validUntil: template.validUntil,
  };
  if (validity === 'expired') throw new AppError('TEMPLATE_EXPIRED', { details });
  if (validity === 'not_yet_valid') {
    throw new AppError('TEMPLATE_NOT_YET_VALID', {
      message: `This template is valid from ${template.validFrom}. You should update your validity date or select another one.`,
      details,
    });
  }
}
