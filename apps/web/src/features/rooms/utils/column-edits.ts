import type {
  AggregateExpr,
  ColumnExpr,
  Expr,
  SelectItem,
  StructuredQuery,
} from '@tabletalk/contracts';
import { columnChips } from './filter-chips';

/** A shown column as a chip: where it is in `select`, its name, and what can be done with it. */
export interface EditableColumnChip {
  index: number;
  label: string;
  /** How it is computed ("sum of revenue"), or null for a plain column. */
  detail: string | null;
  /** A plain (or grouping) column, an aggregate, or an aggregate's share of the total. */
  kind: Expr['kind'];
  /** The rows are grouped by it. */
  isGrouping: boolean;
  /** A query shows at least one column, so the last one cannot go. */
  canRemove: boolean;
}

/** Two references to the same column at the same time grain. */
export function sameColumn(a: ColumnExpr, b: ColumnExpr): boolean {
  return a.table === b.table && a.column === b.column && a.grain === b.grain;
}

function sameAggregate(a: AggregateExpr, b: AggregateExpr): boolean {
  if (a.fn !== b.fn) return false;
  return a.arg === null || b.arg === null ? a.arg === b.arg : sameColumn(a.arg, b.arg);
}

/** Two expressions that compute the same thing. */
export function sameExpr(a: Expr, b: Expr): boolean {
  if (a.kind === 'column' && b.kind === 'column') return sameColumn(a, b);
  if (a.kind === 'aggregate' && b.kind === 'aggregate') return sameAggregate(a, b);
  if (a.kind === 'share' && b.kind === 'share') return sameExpr(a.of, b.of);
  if (a.kind === 'measure' && b.kind === 'measure') return a.name === b.name && a.label === b.label;
  return false;
}

const isGrouped = (query: StructuredQuery, expr: Expr) =>
  expr.kind === 'column' && query.groupBy.some((group) => sameColumn(group, expr));

/** Every shown column of the query as an editable chip, in the order of the result. */
export function editableColumnChips(query: StructuredQuery): EditableColumnChip[] {
  const named = columnChips(query);
  return query.select.map((item, index) => ({
    index,
    label: named[index]?.label ?? item.as,
    detail: named[index]?.detail ?? null,
    kind: item.expr.kind,
    isGrouping: isGrouped(query, item.expr),
    canRemove: query.select.length > 1,
  }));
}

function selectedAt(query: StructuredQuery, index: number) {
  const item = query.select[index];
  if (!item) throw new Error(`No shown column at ${index}.`);
  return item;
}

/** The order items with every one on `from` now on `to` (a sort follows its column). */
function reorderOn(query: StructuredQuery, from: Expr, to: Expr): StructuredQuery['orderBy'] {
  return query.orderBy.map((order) =>
    sameExpr(order.expr, from) ? { ...order, expr: to } : order,
  );
}

/**
 * The query without its shown column at `index`. A grouping column that is no longer shown stops
 * grouping the rows, and a sort on it goes too (SQL cannot sort groups by an ungrouped column);
 * a sort on a removed aggregate stays, so "top 5 regions by revenue" keeps its five.
 * @throws Error when there is no such column, or it is the last one shown.
 */
export function removeColumn(query: StructuredQuery, index: number): StructuredQuery {
  const removed = selectedAt(query, index).expr;
  if (query.select.length <= 1) throw new Error('A query shows at least one column.');
  const select = query.select.filter((_, position) => position !== index);
  const isStillShown = select.some((item) => sameExpr(item.expr, removed));
  if (removed.kind !== 'column' || !isGrouped(query, removed) || isStillShown) {
    return { ...query, select };
  }
  return {
    ...query,
    select,
    groupBy: query.groupBy.filter((group) => !sameColumn(group, removed)),
    orderBy: query.orderBy.filter((order) => !sameExpr(order.expr, removed)),
  };
}

/**
 * The query with the plain or grouping column at `index` replaced by `next` (another column, or
 * the same one at another time grain), named `as`: it groups and sorts where the old one did.
 * @throws Error when there is no such column, it is not a plain column, or `next` is shown already.
 */
export function swapColumn(
  query: StructuredQuery,
  index: number,
  next: ColumnExpr,
  as: string,
): StructuredQuery {
  const old = selectedAt(query, index).expr;
  if (old.kind !== 'column') throw new Error(`The column at ${index} is computed, not plain.`);
  const isShownElsewhere = query.select.some(
    (item, position) => position !== index && sameExpr(item.expr, next),
  );
  if (isShownElsewhere) throw new Error(`${next.column} is shown already.`);
  const groupBy = query.groupBy
    .map((group) => (sameColumn(group, old) ? next : group))
    .filter(
      (group, position, all) => all.findIndex((other) => sameColumn(other, group)) === position,
    );
  return {
    ...query,
    select: query.select.map((item, position) => (position === index ? { expr: next, as } : item)),
    groupBy,
    orderBy: reorderOn(query, old, next),
  };
}

/**
 * The query with the aggregate at `index` (or the aggregate a share is taken of) replaced by
 * `next`, named `as`; a sort on the old one sorts on the new one.
 * @throws Error when there is no such column, it is a plain column, or `next` has no column for
 *   a function other than count.
 */
export function changeAggregate(
  query: StructuredQuery,
  index: number,
  next: AggregateExpr,
  as: string,
): StructuredQuery {
  const old = selectedAt(query, index).expr;
  if (old.kind === 'column') throw new Error(`The column at ${index} is plain, not computed.`);
  if (next.arg === null && next.fn !== 'count') throw new Error(`${next.fn} needs a column.`);
  const expr: Expr = old.kind === 'share' ? { kind: 'share', of: next } : next;
  return {
    ...query,
    select: query.select.map((item, position) => (position === index ? { expr, as } : item)),
    orderBy: reorderOn(query, old, expr),
  };
}

const shownName = (item: SelectItem) =>
  item.expr.kind === 'column' && item.expr.grain ? `${item.as} by ${item.expr.grain}` : item.as;

/** A column edit in words for the thread: "Average revenue instead of Total revenue". */
export function columnChangeText(before: SelectItem, after: SelectItem): string {
  return `${shownName(after)} instead of ${shownName(before)}`;
}
