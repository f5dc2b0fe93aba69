import type { StructuredQuery } from '@tabletalk/contracts';

/** Everything a query touches: its tables, its columns as `table.column`, its literal values. */
export interface QueryParts {
  tables: Set<string>;
  columns: Set<string>;
  values: Set<string>;
  /** Columns shown that the query also filters, sorts or groups by. */
  shownAndUsed: number;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/** Walks every object of the query (conditions, subqueries, exists) once, depth first. */
function walk(value: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, visit);
    return;
  }
  if (!isNode(value)) return;
  visit(value);
  for (const key in value) walk(value[key], visit);
}

const normalise = (value: unknown) => String(value).toLowerCase();

function collect(value: unknown, aliases: Map<string, string>, parts: QueryParts): void {
  walk(value, (node) => {
    if (typeof node.as === 'string' && typeof node.name === 'string') {
      aliases.set(node.as, node.name);
      parts.tables.add(node.name);
    }
  });
  walk(value, (node) => {
    if (node.kind === 'column' && typeof node.column === 'string')
      parts.columns.add(`${aliases.get(String(node.table)) ?? node.table}.${node.column}`);
    for (const key of ['value', 'low', 'high'])
      if (key in node && !isNode(node[key])) parts.values.add(normalise(node[key]));
    if (Array.isArray(node.values)) for (const v of node.values) parts.values.add(normalise(v));
  });
}

/** The tables, columns and values a structured query uses anywhere, and its shown columns reused. */
export function queryParts(query: StructuredQuery): QueryParts {
  const parts: QueryParts = {
    tables: new Set(),
    columns: new Set(),
    values: new Set(),
    shownAndUsed: 0,
  };
  collect(query, new Map(), parts);
  const used = new Set<string>();
  walk([query.where, query.having, query.orderBy, query.groupBy], (node) => {
    if (node.kind === 'column') used.add(`${node.table}.${node.column}`);
  });
  parts.shownAndUsed = query.select.filter(
    (item) => item.expr.kind === 'column' && used.has(`${item.expr.table}.${item.expr.column}`),
  ).length;
  return parts;
}
