import type { FileRejectedError } from '@tabletalk/connectors';
import { AppError } from '@tabletalk/contracts';
import {
  assertFileWithinLimits,
  type FileShape,
  type OrgPlanRef,
  planOf,
} from '../../../core/entitlements';

/** Bounds one ingest works within. */
export interface IngestLimits {
  maxRows: number;
  maxColumns: number;
  maxSheets: number;
}

/** The sample dataset loads whatever the plan: it is ours, and small. */
const SAMPLE_LIMITS: IngestLimits = { maxRows: 100_000, maxColumns: 50, maxSheets: 1 };

/** Rows, columns and sheets the organization's plan lets a file have. */
export function ingestLimitsFor(
  org: Pick<OrgPlanRef, 'plan' | 'trialEndsAt'>,
  isSample = false,
  now = new Date(),
): IngestLimits {
  if (isSample) return SAMPLE_LIMITS;
  const { limits } = planOf(org, now);
  return {
    maxRows: limits.maxFileRows,
    maxColumns: limits.maxFileColumns,
    maxSheets: limits.maxExcelSheets,
  };
}

/** The smallest file shape that crosses the limit an ingest refused on. */
function shapeBeyond(error: FileRejectedError, limits: IngestLimits): FileShape | null {
  const over = (limit: number) => Math.max(error.details.actual ?? 0, limit + 1);
  switch (error.code) {
    case 'TOO_MANY_ROWS':
      return { rows: over(limits.maxRows), columns: 0 };
    case 'TOO_MANY_COLUMNS':
      return { rows: 0, columns: over(limits.maxColumns) };
    case 'TOO_MANY_SHEETS':
      return { rows: 0, columns: 0, sheets: over(limits.maxSheets) };
    default:
      return null;
  }
}

/**
 * The reason a refused file shows: for a plan limit, the entitlements message naming the limit and
 * the plan that lifts it ('The Basic plan allows files up to 1,000 rows. Upgrade to Pro for up to
 * 100,000 rows.'); otherwise the ingest's own message, which is written for users.
 */
export function rejectionReason(
  org: Pick<OrgPlanRef, 'plan' | 'trialEndsAt'>,
  error: FileRejectedError,
  limits: IngestLimits,
): string {
  const shape = shapeBeyond(error, limits);
  if (!shape) return error.message;
  try {
    assertFileWithinLimits(org, shape);
  } catch (planError) {
    if (planError instanceof AppError) return planError.message;
  }
  // Within the plan yet over the ingest bound (the sample, or an engine cap): the file's own words.
  return error.message;
}
