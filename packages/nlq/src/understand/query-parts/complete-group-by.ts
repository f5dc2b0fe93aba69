import type { ColumnExpr, SelectItem, SemanticModel, SemanticTable } from '@tabletalk/contracts';
import type { Frame } from '../frame';
import { keyColumn, labelColumn } from '../resolve';
import type { TableSet } from './table-set';

const isGrouped = (groupBy: ColumnExpr[], expr: ColumnExpr) =>
  groupBy.some((g) => g.table === expr.table && g.column === expr.column);

/**
 * Whether a column sorts rows into categories: not the column naming the rows, its few values
 * listed and repeating across the rows ("category" of products), so grouping by it needs no key
 * of its table.
 */
function isCategory(table: SemanticTable, name: string): boolean {
  const column = table.columns.find((c) => c.name === name);
  if (!column) return false;
  // A label most rows share ("Uniformed" on most policies) sorts them rather than naming them.
  const namesRows =
    column === labelColumn(table) && column.stats.distinctCount * 2 > table.rowCount;
  return !namesRows && column.values.length > 0 && column.stats.distinctCount < table.rowCount;
}

/**
 * Whether every joined table is one row per row of `owner`: reached only through the keys
 * `owner` (or a table so reached) holds. Counted per `owner` key, such rows always number one.
 */
function joinsOnlyParents(model: SemanticModel, tables: TableSet, owner: SemanticTable): boolean {
  const above = new Set([owner.name]);
  for (const join of tables.joins) {
    const parent = model.relationships.some(
      (r) => above.has(r.fromTable) && r.toTable === join.table.name,
    );
    if (!parent) return false;
    above.add(join.table.name);
  }
  return true;
}

/** Shown columns are grouped too: SQL needs it, and beside a key they change nothing. */
function groupShownColumns(groupBy: ColumnExpr[], select: SelectItem[]): void {
  for (const item of select) {
    const expr = item.expr;
    if (expr.kind === 'column' && !isGrouped(groupBy, expr)) groupBy.push(expr);
  }
}

/**
 * Aggregates with no grouping asked: group by the keys of shown tables, by the key of the one
 * table whose related rows are counted, and by the plain columns shown beside the aggregates.
 */
function groupBesideAggregates(
  parts: { tables: TableSet; model: SemanticModel; frame: Frame },
  query: { select: SelectItem[]; groupBy: ColumnExpr[]; hasHaving: boolean },
): void {
  const { tables, model, frame } = parts;
  const { select, groupBy } = query;
  for (const spec of frame.selects) {
    if (spec.kind === 'entity') {
      const key = keyColumn(spec.table);
      if (key) groupBy.push(tables.column({ table: spec.table, column: key }));
    }
  }
  const plain = select.flatMap((item) => (item.expr.kind === 'column' ? [item.expr] : []));
  const owner = plain[0]?.table;
  const ownerTable =
    owner === undefined ? undefined : model.tables.find((t) => tables.aliasOf(t) === owner);
  // Counting related rows per shown entity groups by the entity's key, not by its name.
  // Totals by a category of a joined table ("quantity sold by category") group by its values.
  // Joined parents ("the year with the most courses" of sections) are counted per value shown.
  const isEntityCount =
    tables.joins.length > 0 &&
    ownerTable !== undefined &&
    !joinsOnlyParents(model, tables, ownerTable) &&
    plain.every((c) => c.table === owner && !c.grain) &&
    !plain.every((c) => ownerTable && isCategory(ownerTable, c.column));
  // A key of several columns names no one entity: its first column would split the groups.
  if (ownerTable && isEntityCount && ownerTable.primaryKey.length === 1) {
    const key = keyColumn(ownerTable);
    if (key) groupBy.push(tables.column({ table: ownerTable, column: key }));
  }
  for (const expr of plain) {
    if (!isGrouped(groupBy, expr)) groupBy.push(expr);
  }
  if (groupBy.length === 0 && query.hasHaving) {
    const key = keyColumn(frame.focus);
    if (key) groupBy.push(tables.column({ table: frame.focus, column: key }));
  }
}

/**
 * Completes `groupBy` in place: a grouping without an aggregate lists rows (kept for a follow-up
 * with `keepGroups`, whose grouping applies to the previous measures); with an aggregate, every
 * shown column is grouped too.
 */
export function completeGroupBy(
  parts: { tables: TableSet; model: SemanticModel; frame: Frame },
  query: {
    select: SelectItem[];
    groupBy: ColumnExpr[];
    hasHaving: boolean;
    aggregated: boolean;
    keepGroups: boolean;
  },
): void {
  const { select, groupBy, aggregated } = query;
  if (!aggregated && !query.keepGroups) groupBy.length = 0;
  if (groupBy.length > 0) groupShownColumns(groupBy, select);
  if (aggregated && groupBy.length === 0) groupBesideAggregates(parts, query);
}
