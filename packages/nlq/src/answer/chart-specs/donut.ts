import type { AnalyzedResult } from '../answer-types';
import type { ChartChoice } from './chart-choice';
import { baseSpec, chartValues } from './chart-data';
import { categoryChannel, escapeField, tooltipOf } from './chart-fields';

type DonutChoice = Extract<ChartChoice, { kind: 'donut' }>;

/** The hole's radius in pixels: a donut reads as parts of a whole better than a full pie. */
const INNER_RADIUS = 60;

/**
 * A donut (an arc mark with an inner radius) of one measure's parts by category, in the
 * result's order. Rows without a value are left out. Never throws.
 */
export function buildDonutSpec(
  choice: DonutChoice,
  result: AnalyzedResult,
): Record<string, unknown> {
  const { category, measure } = choice;
  const used = [category, measure];
  const values = chartValues(result, used).filter((row) => typeof row[measure.name] === 'number');
  return {
    ...baseSpec(values),
    mark: { type: 'arc', innerRadius: INNER_RADIUS },
    view: { stroke: null },
    encoding: {
      theta: { field: escapeField(measure.name), type: 'quantitative', stack: true },
      color: { ...categoryChannel(category), sort: null },
      tooltip: tooltipOf(used),
    },
  };
}
