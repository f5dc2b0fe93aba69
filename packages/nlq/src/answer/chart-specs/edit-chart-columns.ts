import type { ChartType, UpdateGraphRequest } from '@tabletalk/contracts';
import type { AnalyzedResult, ResultColumn } from '../answer-types';
import type { ChartAxes } from './edit-chart-axes';
import { ChartEditError } from './edit-chart-error';

type Axis = 'x' | 'y';

const isMeasure = (column: ResultColumn) => column.role === 'measure';

/** The answer's column called `name`, exactly as the result names it. */
function columnNamed(result: AnalyzedResult, name: string, axis: Axis): ResultColumn {
  const column = result.columns.find((candidate) => candidate.name === name);
  if (!column) {
    throw new ChartEditError('UNKNOWN_COLUMN', `This answer has no column "${name}".`, axis);
  }
  return column;
}

/** Whether a column can sit on an axis of a chart type: y (and a scatter's x) needs numbers. */
function fits(type: ChartType, axis: Axis, column: ResultColumn): boolean {
  return axis === 'y' || type === 'scatter' ? isMeasure(column) : true;
}

/** The first column that fits an axis, preferring time, then categories, then the rest. */
function firstFitting(
  result: AnalyzedResult,
  type: ChartType,
  axis: Axis,
  other: ResultColumn | null,
): ResultColumn | null {
  const rank = (column: ResultColumn) => {
    if (axis === 'y' || type === 'scatter') return 0;
    return { time: 0, category: 1, measure: 2 }[column.role];
  };
  const candidates = result.columns.filter(
    (column) => column !== other && fits(type, axis, column),
  );
  return [...candidates].sort((a, b) => rank(a) - rank(b) || a.index - b.index)[0] ?? null;
}

function noColumnFor(axis: Axis): ChartEditError {
  const message =
    axis === 'y'
      ? 'This answer has no column of numbers to draw.'
      : 'This answer has no other column to lay the chart out along.';
  return new ChartEditError('INVALID_AXIS', message, axis);
}

/**
 * The columns an edit puts on x and y. A column the user named must exist and fit (y holds
 * numbers; so does x on a scatter plot; never the same column twice); a column kept from the
 * current chart is used only while it fits the new type, otherwise the first that fits is taken.
 * @throws ChartEditError UNKNOWN_COLUMN or INVALID_AXIS, naming the axis.
 */
export function resolveAxes(
  result: AnalyzedResult,
  type: ChartType,
  edit: Pick<UpdateGraphRequest, 'x' | 'y'>,
  current: ChartAxes,
): { x: ResultColumn; y: ResultColumn } {
  const named = {
    x: edit.x === undefined ? null : columnNamed(result, edit.x, 'x'),
    y: edit.y === undefined ? null : columnNamed(result, edit.y, 'y'),
  };
  for (const axis of ['x', 'y'] as const) {
    const column = named[axis];
    if (column && !fits(type, axis, column)) {
      throw new ChartEditError('INVALID_AXIS', `"${column.name}" does not hold numbers.`, axis);
    }
  }
  if (named.x && named.x === named.y) {
    throw new ChartEditError('INVALID_AXIS', 'Pick two different columns for x and y.', 'y');
  }
  const kept = (axis: Axis, column: ResultColumn | null, other: ResultColumn | null) =>
    column && column !== other && fits(type, axis, column) ? column : null;
  const y = named.y ?? kept('y', current.y, named.x) ?? firstFitting(result, type, 'y', named.x);
  if (!y) throw noColumnFor('y');
  const x = named.x ?? kept('x', current.x, y) ?? firstFitting(result, type, 'x', y);
  if (!x) throw noColumnFor('x');
  return { x, y };
}
