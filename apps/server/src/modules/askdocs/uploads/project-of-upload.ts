import { AppError, idSchema } from '@tabletalk/contracts';
import type { Db } from '../../../db/client';
import { type AskDocsProjectRow, getProjectRow } from '../projects';

/**
 * The project a multipart upload names in its `projectId` field, of the organization.
 * @throws AppError VALIDATION_FAILED without a valid id; NOT_FOUND for another organization's.
 */
export async function projectOfUpload(
  db: Db,
  options: { orgId: string; fields: Record<string, string> },
): Promise<AskDocsProjectRow> {
  const projectId = idSchema.safeParse(options.fields.projectId?.trim());
  if (!projectId.success) {
    throw new AppError('VALIDATION_FAILED', {
      message: 'Send the id of the project in the field "projectId".',
      details: { fields: [{ path: 'projectId', message: 'Invalid UUID' }] },
    });
  }
  return getProjectRow(db, { orgId: options.orgId, projectId: projectId.data });
}
