/**
 * Where the chart rules draw their lines. A donut reads with a few parts; bars stay vertical
 * while short; past the caps a table reads better than any chart.
 */
export const CHART_LIMITS = {
  /** Most parts a donut or pie shows. */
  maxPieParts: 8,
  /** More bars than this, or longer labels, turn the bars horizontal. */
  maxVerticalBars: 12,
  maxVerticalLabelLength: 20,
  /** Most bars (or groups of bars) drawn at all. */
  maxBars: 100,
  /** Most lines in a multi-series chart, and most measures folded into one chart. */
  maxSeries: 12,
  maxFoldedMeasures: 5,
  /** Most points on a line chart or scatter plot. */
  maxPoints: 5000,
} as const;
