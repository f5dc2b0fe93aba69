import type { AnalyzedResult, ResultColumn } from '../answer-types';
import { VEGA_LITE_SCHEMA_URL } from '../chart-policy';

/**
 * The rows a chart draws, inline as objects keyed by column name. Shares (0–100) are stored as
 * fractions so that the '%' format prints them without an expression.
 */
export function chartValues(
  result: AnalyzedResult,
  columns: ResultColumn[],
): Record<string, unknown>[] {
  return result.rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const column of columns) {
      const cell = row[column.index] ?? null;
      record[column.name] = column.isShare && typeof cell === 'number' ? cell / 100 : cell;
    }
    return record;
  });
}

/** The parts every chart shares: the schema, the full width of its container, inline data. */
export function baseSpec(values: Record<string, unknown>[]): Record<string, unknown> {
  return { $schema: VEGA_LITE_SCHEMA_URL, width: 'container', data: { values } };
}

/**
 * A name for a fold's output that no column already uses ("Measure", then "Measure 2"...).
 */
export function freeName(wanted: string, columns: ResultColumn[]): string {
  const taken = new Set(columns.map((column) => column.name));
  let name = wanted;
  for (let suffix = 2; taken.has(name); suffix += 1) name = `${wanted} ${suffix}`;
  return name;
}
