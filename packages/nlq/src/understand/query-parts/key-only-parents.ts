import type { ColumnExpr, Join, SemanticModel, StructuredQuery } from '@tabletalk/contracts';

/** Every column reference (`kind: 'column'`) anywhere inside `node`, with a way to replace it. */
function mapColumns(node: unknown, map: (column: ColumnExpr) => ColumnExpr): unknown {
  if (Array.isArray(node)) return node.map((item) => mapColumns(item, map));
  if (node === null || typeof node !== 'object') return node;
  const record = node as Record<string, unknown>;
  if (record.kind === 'column' && typeof record.table === 'string')
    return map(record as unknown as ColumnExpr);
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, mapColumns(value, map)]),
  );
}

/** The aliases a join ties together. */
const joinAliases = (join: Join) =>
  new Set([join.table.as, ...join.on.flatMap((k) => [k.left.table, k.right.table])]);

/**
 * The query without the table under `alias`, when that table is a parent read only through the
 * key its one neighbour holds: its key columns become the neighbour's referring columns.
 */
function withoutParent(
  model: SemanticModel,
  query: StructuredQuery,
  alias: string,
): StructuredQuery | null {
  const touching = query.joins.filter((join) => joinAliases(join).has(alias));
  const join = touching[0];
  if (touching.length !== 1 || !join || join.type !== 'inner') return null;
  const pairs = join.on.map((key) =>
    key.left.table === alias
      ? { parent: key.left, child: key.right }
      : { parent: key.right, child: key.left },
  );
  const childAlias = pairs[0]?.child.table;
  if (!childAlias || pairs.some((p) => p.parent.table !== alias || p.child.table !== childAlias))
    return null;
  const nameOf = (a: string) =>
    a === query.from.as ? query.from.name : query.joins.find((j) => j.table.as === a)?.table.name;
  const between = model.relationships.filter(
    (r) => r.fromTable === nameOf(childAlias) && r.toTable === nameOf(alias),
  );
  // Two keys referring to the same parent (source and destination airport) are two roles: the
  // parent's key names the entity whichever role it plays, so it stays joined.
  if (between.length !== 1) return null;
  const refers = between.some(
    (r) =>
      r.fromColumns.length === pairs.length &&
      pairs.every(
        (p) => r.fromColumns.indexOf(p.child.column) === r.toColumns.indexOf(p.parent.column),
      ) &&
      pairs.every((p) => r.fromColumns.includes(p.child.column)),
  );
  if (!refers) return null;
  const rest: StructuredQuery = { ...query, joins: query.joins.filter((j) => j !== join) };
  let readsOther = false;
  const replaced = mapColumns(rest, (column) => {
    if (column.table !== alias) return column;
    const pair = pairs.find((p) => p.parent.column === column.column);
    if (!pair) readsOther = true;
    return pair ? { ...column, table: childAlias, column: pair.child.column } : column;
  }) as StructuredQuery;
  if (readsOther) return null;
  // The parent was the FROM table: its neighbour takes its place.
  return alias === query.from.as ? { ...replaced, from: join.table } : replaced;
}

/**
 * "the id of the store with the most customers", "the document ids with more than one copy":
 * a parent table joined only for its key reads nothing the children's referring key does not
 * hold, so the children are grouped by that key alone. The join would drop children whose key
 * has no parent row (or repeat them when the parent's key is not unique).
 */
export function dropKeyOnlyParents(model: SemanticModel, query: StructuredQuery): StructuredQuery {
  // Only counts and groups: a plain list keeps the rows its joins find.
  const counted =
    query.groupBy.length > 0 ||
    query.having.length > 0 ||
    query.select.some((item) => item.expr.kind !== 'column');
  if (!counted) return query;
  let current = query;
  for (let changed = true; changed; ) {
    changed = false;
    for (const alias of [current.from.as, ...current.joins.map((j) => j.table.as)]) {
      const next = withoutParent(model, current, alias);
      if (next) {
        current = next;
        changed = true;
        break;
      }
    }
  }
  return current;
}
