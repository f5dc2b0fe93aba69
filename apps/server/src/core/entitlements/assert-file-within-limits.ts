import { planLimitError } from './plan-limit-error';
import { planOf } from './plans';
import type { OrgPlanRef } from './types';

/** The shape of an uploaded file: rows and columns of its largest sheet, and its sheet count. */
export interface FileShape {
  rows: number;
  columns: number;
  sheets?: number;
}

/**
 * Refuses a file larger than the plan allows (Basic: 1,000 rows, 15 columns, one sheet).
 * @throws AppError PLAN_LIMIT, e.g. 'The Basic plan allows files up to 1,000 rows. Upgrade to Pro
 *   for up to 100,000 rows.'
 */
export function assertFileWithinLimits(
  org: Pick<OrgPlanRef, 'plan' | 'trialEndsAt'>,
  file: FileShape,
  now: Date = new Date(),
): void {
  const plan = planOf(org, now);
  const { limits } = plan;
  const sheets = file.sheets ?? 1;
  if (sheets > limits.maxExcelSheets) {
    throw planLimitError(plan, 'maxExcelSheets', (l) => l.maxExcelSheets >= sheets);
  }
  if (file.columns > limits.maxFileColumns) {
    throw planLimitError(plan, 'maxFileColumns', (l) => l.maxFileColumns >= file.columns);
  }
  if (file.rows > limits.maxFileRows) {
    throw planLimitError(plan, 'maxFileRows', (l) => l.maxFileRows >= file.rows);
  }
}
