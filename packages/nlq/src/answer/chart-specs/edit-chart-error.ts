/**
 * Why a chart edit could not be applied. The codes are stable; the server answers each with
 * VALIDATION_FAILED, naming `field` when there is one.
 * - UNKNOWN_COLUMN: `x` or `y` names no column of the answer.
 * - INVALID_AXIS: the column cannot play that part (a value axis that holds no numbers, the same
 *   column on both axes, no column left for an axis).
 * - INVALID_VALUES: the data cannot be drawn that way (a donut of negative values).
 * - NO_DATA: the answer has no rows, or two columns share a name, so there is nothing to chart.
 * - INVALID_CHART: the edited spec failed Vega-Lite validation (a bug, or an unusable colour).
 */
export const chartEditErrorCodes = [
  'UNKNOWN_COLUMN',
  'INVALID_AXIS',
  'INVALID_VALUES',
  'NO_DATA',
  'INVALID_CHART',
] as const;
export type ChartEditErrorCode = (typeof chartEditErrorCodes)[number];

/** The part of the edit request an error is about. */
export type ChartEditField = 'chartType' | 'x' | 'y' | 'color' | 'title';

/** The one error `editChartSpec` throws: a code, the field at fault and a message for the user. */
export class ChartEditError extends Error {
  override readonly name = 'ChartEditError';

  constructor(
    readonly code: ChartEditErrorCode,
    message: string,
    readonly field: ChartEditField | null = null,
  ) {
    super(message);
  }
}
