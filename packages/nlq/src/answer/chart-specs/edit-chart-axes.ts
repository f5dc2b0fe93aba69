import type { ChartSpec, ChartType } from '@tabletalk/contracts';
import type { AnalyzedResult, ResultColumn } from '../answer-types';
import { escapeField } from './chart-fields';

/** The columns on a chart's two axes: `x` lays the marks out, `y` gives their size. */
export interface ChartAxes {
  x: ResultColumn | null;
  y: ResultColumn | null;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** The mark type of a spec (`mark: 'bar'` or `mark: { type: 'bar' }`), or null. */
export function markTypeOf(spec: ChartSpec | null): string | null {
  const mark = spec?.mark;
  if (typeof mark === 'string') return mark;
  const type = asRecord(mark)?.type;
  return typeof type === 'string' ? type : null;
}

function channelOf(spec: ChartSpec, name: string): Record<string, unknown> | null {
  return asRecord(asRecord(spec.encoding)?.[name]);
}

function isQuantitative(channel: Record<string, unknown> | null): boolean {
  return channel?.type === 'quantitative';
}

/**
 * The chart type a stored spec draws, in the edit request's terms, or null for none or one this
 * editor does not know. Bars whose value runs along x are horizontal.
 */
export function chartTypeOf(spec: ChartSpec | null): ChartType | null {
  if (!spec) return null;
  const mark = markTypeOf(spec);
  if (mark === 'bar') {
    return isQuantitative(channelOf(spec, 'x')) ? 'horizontal-bar' : 'bar';
  }
  if (mark === 'line' || mark === 'area') return mark;
  if (mark === 'arc') return 'donut';
  if (mark === 'point' || mark === 'circle') return 'scatter';
  return null;
}

/** The result column a channel draws, or null (a folded value, or no such channel). */
function columnOfChannel(
  result: AnalyzedResult,
  channel: Record<string, unknown> | null,
): ResultColumn | null {
  const field = channel?.field;
  if (typeof field !== 'string') return null;
  return result.columns.find((column) => escapeField(column.name) === field) ?? null;
}

/**
 * The columns a stored spec puts on its axes, in the edit request's terms: for a donut the
 * colour is x and the angle y; for bars the value axis is y whichever way they run; for a line,
 * an area or a scatter plot x and y as drawn. A folded value ("Value") maps to no column.
 */
export function axesOfSpec(spec: ChartSpec | null, result: AnalyzedResult): ChartAxes {
  if (!spec) return { x: null, y: null };
  const column = (name: string) => columnOfChannel(result, channelOf(spec, name));
  if (markTypeOf(spec) === 'arc') return { x: column('color'), y: column('theta') };
  const isSwapped = chartTypeOf(spec) === 'horizontal-bar';
  return isSwapped ? { x: column('y'), y: column('x') } : { x: column('x'), y: column('y') };
}
