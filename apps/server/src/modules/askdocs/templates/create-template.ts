import type { AskDocsTemplateRequest } from '@tabletalk/contracts';
import type { Db } from '../../../db/client';
import { insertedRow } from '../../../db/inserted-row';
import { askDocTemplates } from '../tables';
import type { AskDocsTemplateRow } from './find-template';

/** Saves an instruction and answer style for the organization's rooms, with its validity. */
export function createTemplate(
  db: Db,
  options: { orgId: string; userId: string; data: AskDocsTemplateRequest; now: Date },
): Promise<AskDocsTemplateRow> {
  const { data } = options;
  return insertedRow(
    db
      .insert(askDocTemplates)
      .values({
        orgId: options.orgId,
        createdBy: options.userId,
        title: data.title,
        instruction: data.instruction,
        answerStyle: data.answerStyle,
        validFrom: data.validFrom ?? null,
        validUntil: data.validUntil ?? null,
        createdAt: options.now,
        updatedAt: options.now,
      })
      .returning(),
    'askdocs template',
  );
}
