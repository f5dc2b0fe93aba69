import { inspectCsv, sniffFile } from '@tabletalk/connectors';
import { AppError, type CheckCsvResponse } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { assertFileWithinLimits } from '../../../core/entitlements';
import type { OrgScope } from '../../../core/identity';
import { toAppError } from '../../../lib/app-errors';
import type { ReceivedUpload } from '../../../plugins/receive-upload';
import { removeStoredFiles } from '../storage';

/** Most columns inspected; the 10,000-column file is reported, not parsed to the end. */
const MAX_INSPECTED_COLUMNS = 1_000;

function planVerdict(scope: OrgScope, shape: { rows: number; columns: number }) {
  try {
    assertFileWithinLimits(scope.org, shape);
    return { withinPlan: true };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'PLAN_LIMIT') throw error;
    return { withinPlan: false, planMessage: error.message };
  }
}

/**
 * Checks a CSV before loading it (`db/check-csv`): headers, row and column counts, problems the
 * user can fix (blank or duplicate names, ragged rows) and whether the plan takes it. The upload
 * is deleted afterwards: nothing is stored.
 * @throws AppError FILE_REJECTED for a file that is not a CSV, or empty.
 */
export async function checkCsv(
  ctx: Pick<AppContext, 'env'>,
  options: { scope: OrgScope; upload: ReceivedUpload },
): Promise<CheckCsvResponse> {
  const { upload } = options;
  try {
    const sniffed = await sniffFile(upload.path);
    if (sniffed.kind !== 'csv') {
      const message = sniffed.reason ?? 'This is not a CSV file.';
      throw new AppError('FILE_REJECTED', { message, details: { reason: sniffed.code } });
    }
    const inspection = await inspectCsv(upload.path, { maxColumns: MAX_INSPECTED_COLUMNS });
    return {
      headers: inspection.headers,
      suggestedHeaders: inspection.suggestedHeaders,
      rowCount: inspection.rowCount,
      columnCount: inspection.columnCount,
      problems: inspection.problems,
      ...planVerdict(options.scope, {
        rows: inspection.rowCount,
        columns: inspection.columnCount,
      }),
    };
  } catch (error) {
    throw toAppError(error);
  } finally {
    removeStoredFiles(ctx.env, [upload.path]);
  }
}
