import type { AnswerColumn, ChartSpec, ChartType, UpdateGraphRequest } from '@tabletalk/contracts';

/** The chart types offered in the switch, with their names. */
export const chartTypeOptions: { value: ChartType; label: string }[] = [
  { value: 'bar', label: 'Bar' },
  { value: 'horizontal-bar', label: 'Horizontal bar' },
  { value: 'line', label: 'Line' },
  { value: 'area', label: 'Area' },
  { value: 'donut', label: 'Donut' },
  { value: 'scatter', label: 'Scatter' },
];

type Channel = { field?: unknown; type?: unknown };

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;

/** The spec holding the marks: the spec itself, or its first layer. */
function markSpec(spec: ChartSpec): Record<string, unknown> {
  const layers = spec.layer;
  const first = Array.isArray(layers) ? asRecord(layers[0]) : null;
  return first ?? spec;
}

function markType(spec: Record<string, unknown>): string | null {
  const { mark } = spec;
  if (typeof mark === 'string') return mark;
  const type = asRecord(mark)?.type;
  return typeof type === 'string' ? type : null;
}

function channel(spec: Record<string, unknown>, name: 'x' | 'y'): Channel | null {
  return asRecord(asRecord(spec.encoding)?.[name]) as Channel | null;
}

/** A Vega-Lite field reference back to the column name (`a\.b` → `a.b`). */
export function unescapeField(field: string): string {
  return field.replace(/\\(.)/g, '$1');
}

/** Which of the switch's types a spec draws, or null for one it does not know. */
export function chartTypeOf(spec: ChartSpec): ChartType | null {
  const marks = markSpec(spec);
  const type = markType(marks);
  if (type === 'bar') {
    const isHorizontal =
      channel(marks, 'x')?.type === 'quantitative' && channel(marks, 'y')?.type !== 'quantitative';
    return isHorizontal ? 'horizontal-bar' : 'bar';
  }
  if (type === 'line' || type === 'area') return type;
  if (type === 'arc') return 'donut';
  if (type === 'point' || type === 'circle') return 'scatter';
  return null;
}

/** The answer columns on the x and y axes, or null when either axis is not a plain column. */
export function axesOf(
  spec: ChartSpec,
  columns: readonly AnswerColumn[],
): { x: string; y: string } | null {
  const marks = markSpec(spec);
  const names = new Set(columns.map((column) => column.name));
  const columnOn = (name: 'x' | 'y') => {
    const field = channel(marks, name)?.field;
    const column = typeof field === 'string' ? unescapeField(field) : null;
    return column && names.has(column) ? column : null;
  };
  const x = columnOn('x');
  const y = columnOn('y');
  return x && y ? { x, y } : null;
}

/** The update-graph edit that swaps the axes, or null when the chart has no two plain axes. */
export function swapAxesEdit(
  spec: ChartSpec,
  columns: readonly AnswerColumn[],
): UpdateGraphRequest | null {
  const axes = axesOf(spec, columns);
  return axes ? { x: axes.y, y: axes.x } : null;
}
