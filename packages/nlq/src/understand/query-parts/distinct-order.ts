import type { ColumnExpr, StructuredQuery } from '@tabletalk/contracts';

const sameColumn = (a: ColumnExpr, b: ColumnExpr) =>
  a.table === b.table && a.column === b.column && a.grain === b.grain;

/**
 * "the different schools, ordered by their founding years": distinct rows sorted by a column
 * they do not show are each shown once, grouped, and sorted by that column's first value (its
 * last, sorting down), as SQL cannot sort distinct rows by a column they lack.
 */
export function sortDistinctByHidden(query: StructuredQuery): StructuredQuery {
  if (!query.distinct || query.groupBy.length > 0) return query;
  const shown = query.select.flatMap((item) => (item.expr.kind === 'column' ? [item.expr] : []));
  if (shown.length !== query.select.length) return query;
  const isHidden = (expr: ColumnExpr) => !shown.some((column) => sameColumn(column, expr));
  if (!query.orderBy.some((o) => o.expr.kind === 'column' && isHidden(o.expr))) return query;
  return {
    ...query,
    distinct: false,
    groupBy: shown,
    orderBy: query.orderBy.map((order) =>
      order.expr.kind === 'column' && isHidden(order.expr)
        ? {
            ...order,
            expr: {
              kind: 'aggregate',
              fn: order.direction === 'asc' ? 'min' : 'max',
              arg: order.expr,
            },
          }
        : order,
    ),
  };
}

/**
 * A grouped query sorted by a column it does not group sorts each group by that column's shown
 * aggregate ("each donator and the total amount, by amount"), else by its first value (its
 * last, sorting down): SQL cannot sort groups by a column that varies within them.
 */
export function sortGroupsByHidden(query: StructuredQuery): StructuredQuery {
  if (query.groupBy.length === 0) return query;
  const isHidden = (expr: ColumnExpr) => !query.groupBy.some((g) => sameColumn(g, expr));
  // "each donator and the amount, by the amount": the shown total of that column, if any.
  const shownAggregate = (expr: ColumnExpr) =>
    query.select.find(
      (item) => item.expr.kind === 'aggregate' && item.expr.arg && sameColumn(item.expr.arg, expr),
    )?.expr;
  return {
    ...query,
    orderBy: query.orderBy.map((order) =>
      order.expr.kind === 'column' && isHidden(order.expr)
        ? {
            ...order,
            expr: shownAggregate(order.expr) ?? {
              kind: 'aggregate',
              fn: order.direction === 'asc' ? 'min' : 'max',
              arg: order.expr,
            },
          }
        : order,
    ),
  };
}
