import type { AnalyzedResult } from '../answer-types';
import type { ChartChoice } from './chart-choice';
import { baseSpec, chartValues } from './chart-data';
import { measureChannel, tooltipOf } from './chart-fields';

type ScatterChoice = Extract<ChartChoice, { kind: 'scatter' }>;

/**
 * A scatter plot of two measures, one point per row; a category, when there is one, names the
 * point in its tooltip. Never throws.
 */
export function buildScatterSpec(
  choice: ScatterChoice,
  result: AnalyzedResult,
): Record<string, unknown> {
  const { x, y, label } = choice;
  const used = [...(label ? [label] : []), x, y];
  return {
    ...baseSpec(chartValues(result, used)),
    mark: { type: 'point', filled: true },
    encoding: { x: measureChannel(x), y: measureChannel(y), tooltip: tooltipOf(used) },
  };
}
