import type { AskDocsAnswerStyle } from '@tabletalk/contracts';
import type { Db } from '../../../db/client';
import { assertTemplateUsable, getTemplateRow } from '../templates';

/** How a room's answers are written: its template's instruction and style. */
export interface AnswerSettings {
  /** Null without a template. */
  instruction: string | null;
  style: AskDocsAnswerStyle;
}

/**
 * The answer settings of a room's connected template (concise, no instruction, without one).
 * A template that cannot be used today refuses the question, as connecting it would.
 * @throws AppError TEMPLATE_EXPIRED (the spec's message), TEMPLATE_NOT_YET_VALID; NOT_FOUND
 *   when the template is not the organization's.
 */
export async function readAnswerSettings(
  db: Db,
  options: { orgId: string; templateId: string | null; now: Date },
): Promise<AnswerSettings> {
  const { orgId, templateId } = options;
  if (!templateId) return { instruction: null, style: 'concise' };
  const template = await getTemplateRow(db, { orgId, templateId });
  assertTemplateUsable(template, options.now);
  return { instruction: template.instruction, style: template.answerStyle };
}
