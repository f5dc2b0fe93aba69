import type { ChartSpec, ChartType } from '@tabletalk/contracts';
import type { AnalyzedResult, ResultColumn } from '../answer-types';
import { isPartOfWhole } from '../auto-chart';
import { buildBarSpec } from './bar';
import { buildDonutSpec } from './donut';
import { ChartEditError } from './edit-chart-error';
import { buildLineSpec } from './line';
import { buildScatterSpec } from './scatter';

/** A column laid out along x as categories: numbers there are labels, not amounts. */
function asCategory(column: ResultColumn): ResultColumn {
  return column.role === 'measure' ? { ...column, role: 'category', isShare: false } : column;
}

/** Marks of a line or area: points on the line so single values and tooltips show. */
const LINE_MARKS = {
  line: { type: 'line', point: true },
  area: { type: 'area', line: true, point: true, opacity: 0.7 },
} as const;

function buildTrend(
  type: 'line' | 'area',
  x: ResultColumn,
  y: ResultColumn,
  result: AnalyzedResult,
) {
  // Over time the line builder sorts by time; over categories the result's order is kept.
  const spec =
    x.role === 'time'
      ? buildLineSpec({ kind: 'line', time: x, measures: [y], series: null }, result)
      : buildBarSpec(
          { kind: 'bar', category: asCategory(x), measure: y, horizontal: false, color: null },
          result,
        );
  return { ...spec, mark: LINE_MARKS[type] };
}

/**
 * A fresh spec of `type` with `x` laying the marks out and `y` giving their size (a scatter plot
 * plots y against x), built by the same builders as the engine's own charts.
 * @throws ChartEditError INVALID_VALUES for a donut of negative values or nothing above zero.
 */
export function buildEditedSpec(
  type: ChartType,
  axes: { x: ResultColumn; y: ResultColumn },
  result: AnalyzedResult,
): ChartSpec {
  const { x, y } = axes;
  switch (type) {
    case 'bar':
    case 'horizontal-bar': {
      const horizontal = type === 'horizontal-bar';
      const category = x.role === 'time' ? x : asCategory(x);
      const choice = { kind: 'bar', category, measure: y, horizontal, color: null } as const;
      return buildBarSpec(choice, result);
    }
    case 'line':
    case 'area':
      return buildTrend(type, x, y, result);
    case 'donut':
      if (!isPartOfWhole(result, y)) {
        const message = `A donut can't show "${y.name}": its values must be zero or more, some above zero.`;
        throw new ChartEditError('INVALID_VALUES', message, 'chartType');
      }
      return buildDonutSpec({ kind: 'donut', category: asCategory(x), measure: y }, result);
    case 'scatter':
      return buildScatterSpec({ kind: 'scatter', x, y, label: labelFor(result, [x, y]) }, result);
  }
}

/** A scatter point's name: the first category left over, if any. */
function labelFor(result: AnalyzedResult, used: ResultColumn[]): ResultColumn | null {
  return (
    result.columns.find((column) => column.role === 'category' && !used.includes(column)) ?? null
  );
}
