import path from 'node:path';
import { countWorkbookSheets, sniffFile } from '@tabletalk/connectors';
import { type AddSourceResponse, AppError } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { assertFileWithinLimits } from '../../../core/entitlements';
import type { OrgScope } from '../../../core/identity';
import type { ReceivedUpload } from '../../../plugins/receive-upload';
import { removeStoredFiles } from '../storage';
import { createFileSource } from './create-file-source';

/** A display name from the client's file name: no folders, no extension, bounded. */
export function nameFromFilename(filename: string): string {
  const base = path.basename(filename.replaceAll('\\', '/'));
  const withoutExtension = base.replace(/\.[^.]{1,5}$/, '').trim();
  return (withoutExtension || 'Untitled data').slice(0, 200);
}

/**
 * Turns a stored upload into a PENDING file source: the content is checked by its bytes (a PDF
 * named .csv, HTML named .xlsx or a legacy .xls are refused with the reason) and the load is
 * enqueued. A workbook with more sheets than the plan allows is refused here, like a CSV's rows
 * and columns before upload (`db/check-csv`), so no FAILED source is left behind. A refused file
 * is deleted at once, and so is one the data-source limit refuses. The same person uploading the
 * same bytes under the same name again gets the source the first upload made (`createFileSource`).
 * @throws AppError FILE_REJECTED with the reason; PLAN_LIMIT for too many sheets, or when the
 *   organization has no data source left.
 */
export async function addFileSource(
  ctx: Pick<AppContext, 'db' | 'env' | 'jobs' | 'now'>,
  options: { scope: OrgScope; userId: string; upload: ReceivedUpload },
): Promise<AddSourceResponse> {
  const { upload, scope } = options;
  const sniffed = await sniffFile(upload.path);
  if (sniffed.kind !== 'csv' && sniffed.kind !== 'xlsx') {
    removeStoredFiles(ctx.env, [upload.path]);
    throw new AppError('FILE_REJECTED', {
      message: sniffed.reason ?? 'This file is not a CSV or Excel (.xlsx) file.',
      details: { reason: sniffed.code ?? 'NOT_A_TABLE' },
    });
  }
  let sheets = 1;
  if (sniffed.kind === 'xlsx') {
    sheets = (await countWorkbookSheets(upload.path)) ?? 1;
    try {
      assertFileWithinLimits(scope.org, { rows: 0, columns: 0, sheets });
    } catch (error) {
      removeStoredFiles(ctx.env, [upload.path]);
      throw error;
    }
  }
  try {
    return await createFileSource(ctx, {
      orgId: scope.org.id,
      teamId: scope.teamId,
      userId: options.userId,
      name: upload.fields.name?.trim().slice(0, 200) || nameFromFilename(upload.filename),
      type: sniffed.kind === 'csv' ? 'CSV' : 'XLS',
      filePath: upload.path,
      sizeBytes: upload.sizeBytes,
      originalFilename: upload.filename.slice(0, 255),
      // The same file again under the same name answers the source it made (SECURITY I4).
      contentHash: upload.sha256,
      quota: scope.org,
      // Each sheet becomes a source: the workbook needs a place for every one.
      units: sheets,
    });
  } catch (error) {
    // Refused by the data-source limit: nothing was recorded, so the file is no one's.
    if (error instanceof AppError && error.code === 'PLAN_LIMIT') {
      removeStoredFiles(ctx.env, [upload.path]);
    }
    throw error;
  }
}
