import type { StructuredQuery } from '@tabletalk/contracts';
import { type MeasureView, measureKey } from './measure-view';

type Found = {
  sources: Map<string, { name: string; schema: string | null }>;
  columns: { table: string; column: string }[];
};

/** Every table source and column reference anywhere in the query, subqueries included. */
function collect(value: unknown, found: Found): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, found);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  if (typeof record.as === 'string' && typeof record.name === 'string' && 'schema' in record)
    found.sources.set(record.as, {
      name: record.name,
      schema: (record.schema as string | null) ?? null,
    });
  if (
    record.kind === 'column' &&
    typeof record.table === 'string' &&
    typeof record.column === 'string'
  )
    found.columns.push({ table: record.table, column: record.column });
  if (record.kind === 'measure') return;
  for (const inner of Object.values(record)) collect(inner, found);
}

/** Whether a measure's stand-in column is still in the query after `expandMeasures`. */
export function leavesStandIn(query: StructuredQuery, view: MeasureView): boolean {
  if (view.measures.size === 0) return false;
  const found: Found = { sources: new Map(), columns: [] };
  collect(query, found);
  return found.columns.some(({ table, column }) => {
    const source = found.sources.get(table);
    return (
      source !== undefined && view.measures.has(measureKey(source.schema, source.name, column))
    );
  });
}
