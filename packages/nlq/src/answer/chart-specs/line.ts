import type { AnalyzedResult } from '../answer-types';
import { parseTime } from '../time-value';
import type { ChartChoice } from './chart-choice';
import { baseSpec, chartValues } from './chart-data';
import { categoryChannel, measureChannel, timeChannel, tooltipOf } from './chart-fields';
import { foldMeasures } from './fold-measures';

type LineChoice = Extract<ChartChoice, { kind: 'line' }>;

function timeOf(value: unknown): number {
  return parseTime(value)?.getTime() ?? Number.POSITIVE_INFINITY;
}

/**
 * A line over time with points: one measure, one line per series (colour by category), or
 * several measures folded into one line each. Rows are sorted by time. Never throws.
 */
export function buildLineSpec(choice: LineChoice, result: AnalyzedResult): Record<string, unknown> {
  const { time, measures, series } = choice;
  const used = [time, ...(series ? [series] : []), ...measures];
  const values = chartValues(result, used).sort(
    (a, b) => timeOf(a[time.name]) - timeOf(b[time.name]),
  );
  const mark = { type: 'line', point: true };
  const [measure] = measures;
  if (measure && measures.length === 1) {
    const encoding: Record<string, unknown> = {
      x: timeChannel(time),
      y: measureChannel(measure),
      tooltip: tooltipOf(used),
    };
    if (series) encoding.color = categoryChannel(series);
    return { ...baseSpec(values), mark, encoding };
  }
  const fold = foldMeasures(measures, result.columns);
  return {
    ...baseSpec(values),
    transform: fold.transform,
    mark,
    encoding: {
      x: timeChannel(time),
      y: fold.valueChannel,
      color: fold.keyChannel,
      tooltip: [timeChannel(time), fold.keyChannel, fold.valueTooltip],
    },
  };
}
