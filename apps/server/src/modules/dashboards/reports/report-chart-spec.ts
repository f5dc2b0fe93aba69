import type { Answer, ChartSpec } from '@tabletalk/contracts';

/** The size a report draws a chart at, in CSS pixels (drawn at twice that for sharp screens). */
export const REPORT_CHART_SIZE = { width: 560, height: 280 } as const;

/** Inline data's size past which a chart is not drawn (a report is an email, not an export). */
const MAX_VALUES = 5_000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer's rows as objects keyed by column name, as the engine inlines a chart's data. */
function rowsAsValues(answer: Answer): Record<string, unknown>[] {
  return answer.rows.map((row) =>
    Object.fromEntries(answer.columns.map((column, index) => [column.name, row[index] ?? null])),
  );
}

/**
 * The stored Vega-Lite spec ready to draw on the server, as the web's chart draws it in a
 * dashboard item: sized to a fixed box (`width: 'container'` means nothing without a page), with
 * its data inline — the spec's own rows, else the item's result rows. Data to load from a URL
 * is never kept: a report loads nothing.
 * @throws Error when the spec has no data to draw, or too much.
 */
export function reportChartSpec(spec: ChartSpec, answer: Answer | null): ChartSpec {
  const data = isRecord(spec.data) ? spec.data : null;
  const inline = data && Array.isArray(data.values) ? data.values : null;
  const values = inline ?? (answer ? rowsAsValues(answer) : null);
  if (!values) throw new Error('The chart has no data');
  if (values.length > MAX_VALUES) throw new Error('The chart has too many values to draw');
  const { $schema: _schema, ...rest } = spec;
  return {
    ...rest,
    data: { values },
    ...REPORT_CHART_SIZE,
    autosize: { type: 'fit', contains: 'padding' },
    background: 'white',
  };
}
