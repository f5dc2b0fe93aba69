import { AppError, templatePlaceholders } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { getTemplateRow } from './find-template';
import type { TemplateRow } from './presenter';
import { templateValidity, todayUtc } from './template-validity';

/** A template that may be asked today, with its placeholder names. */
export interface UsableTemplate {
  template: TemplateRow;
  placeholders: string[];
}

/**
 * The organization's template, checked for use on `now`'s UTC day: for the rooms calls that
 * ask a question from a template (fill it with `fillTemplate`). With `sourceId`, the template
 * must be written for that source or for any source.
 * @throws AppError NOT_FOUND when the template is missing, another organization's, its source
 *   was deleted, or it was written for another source; TEMPLATE_EXPIRED (the spec's message)
 *   when its validity ended before today; TEMPLATE_NOT_YET_VALID, naming the first valid day,
 *   when it starts after today. Both carry `details` with `reason`, `validFrom`, `validUntil`.
 * @example const { template } = await findUsableTemplate(ctx, { orgId, templateId, now: ctx.now() })
 */
export async function findUsableTemplate(
  ctx: Pick<AppContext, 'db'>,
  options: { orgId: string; templateId: string; now: Date; sourceId?: string },
): Promise<UsableTemplate> {
  const template = await getTemplateRow(ctx.db, options);
  const isOtherSource =
    options.sourceId !== undefined &&
    template.sourceId !== null &&
    template.sourceId !== options.sourceId;
  if (isOtherSource) throw new AppError('NOT_FOUND');
  const validity = templateValidity(template, todayUtc(options.now));
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
  return { template, placeholders: templatePlaceholders(template.text) };
}
