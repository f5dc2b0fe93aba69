import type { AnalyzedResult } from '../answer-types';
import type { ChartChoice } from './chart-choice';
import { baseSpec, chartValues } from './chart-data';
import { categoryChannel, measureChannel, timeChannel, tooltipOf } from './chart-fields';

type BarChoice = Extract<ChartChoice, { kind: 'bar' }>;

/** Height of one bar in a horizontal chart, so long lists grow downwards instead of shrinking. */
const BAR_STEP = 20;

/**
 * A bar chart of one measure by category. Vertical bars keep the result's order (the query's
 * ORDER BY); horizontal bars, for long lists and labels, are sorted by the measure, largest
 * first. A second category stacks within each bar. Never throws.
 */
export function buildBarSpec(choice: BarChoice, result: AnalyzedResult): Record<string, unknown> {
  const { category, measure, horizontal, color } = choice;
  const used = [category, ...(color ? [color] : []), measure];
  const values = chartValues(result, used);
  const isTime = category.role === 'time';
  const categoryAxis = isTime ? timeChannel(category) : categoryChannel(category);
  const encoding: Record<string, unknown> = horizontal
    ? { y: { ...categoryAxis, sort: '-x' }, x: measureChannel(measure) }
    : { x: isTime ? categoryAxis : { ...categoryAxis, sort: null }, y: measureChannel(measure) };
  if (color) encoding.color = categoryChannel(color);
  encoding.tooltip = tooltipOf(used);
  const size = horizontal ? { height: { step: BAR_STEP } } : {};
  return { ...baseSpec(values), ...size, mark: { type: 'bar' }, encoding };
}
