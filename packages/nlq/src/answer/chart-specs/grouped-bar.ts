import type { AnalyzedResult } from '../answer-types';
import type { ChartChoice } from './chart-choice';
import { baseSpec, chartValues } from './chart-data';
import { categoryChannel } from './chart-fields';
import { foldMeasures } from './fold-measures';

type GroupedBarChoice = Extract<ChartChoice, { kind: 'grouped-bar' }>;

/**
 * Several measures by category as grouped bars: the measures are folded into (name, value)
 * rows, and each category gets one bar per measure side by side. Never throws.
 */
export function buildGroupedBarSpec(
  choice: GroupedBarChoice,
  result: AnalyzedResult,
): Record<string, unknown> {
  const { category, measures } = choice;
  const values = chartValues(result, [category, ...measures]);
  const fold = foldMeasures(measures, result.columns);
  return {
    ...baseSpec(values),
    transform: fold.transform,
    mark: { type: 'bar' },
    encoding: {
      x: { ...categoryChannel(category), sort: null },
      xOffset: { field: fold.keyChannel.field, type: 'nominal' },
      y: fold.valueChannel,
      color: fold.keyChannel,
      tooltip: [categoryChannel(category), fold.keyChannel, fold.valueTooltip],
    },
  };
}
