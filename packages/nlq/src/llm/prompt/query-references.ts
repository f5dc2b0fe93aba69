import type { StructuredQuery } from '@tabletalk/contracts';

export interface QueryReferences {
  /** Every table source, by alias; an alias reused in a subquery keeps each table. */
  tables: { name: string; schema: string | null; as: string }[];
  /** Every column reference, by the alias of its table. */
  columns: { table: string; column: string }[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function walk(node: unknown, found: QueryReferences): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, found);
    return;
  }
  if (!isRecord(node)) return;
  const { kind, table, column, name, schema, as } = node;
  if (kind === 'column' && typeof table === 'string' && typeof column === 'string') {
    found.columns.push({ table, column });
  }
  const isSource = typeof name === 'string' && typeof as === 'string';
  if (isSource && (typeof schema === 'string' || schema === null)) {
    found.tables.push({ name, schema, as });
  }
  for (const value of Object.values(node)) walk(value, found);
}

/**
 * Every table and column a structured query touches, wherever it sits (joins, filters, EXISTS
 * and subqueries). Walks the JSON shape so new condition kinds are covered too. Pure.
 */
export function queryReferences(query: StructuredQuery): QueryReferences {
  const found: QueryReferences = { tables: [], columns: [] };
  walk(query, found);
  return found;
}
