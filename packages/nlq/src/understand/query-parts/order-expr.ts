import type { Expr } from '@tabletalk/contracts';
import type { OrderSpec } from '../frame';
import type { TableSet } from './table-set';

/** What an ordering sorts by: a column (by its grain) or an aggregate. */
export function orderExpr(tables: TableSet, order: OrderSpec): Expr {
  if (order.kind === 'column')
    return { ...tables.column(order.ref), ...(order.grain ? { grain: order.grain } : {}) };
  return order.ref
    ? { kind: 'aggregate', fn: order.fn, arg: tables.column(order.ref) }
    : { kind: 'aggregate', fn: 'count', arg: null };
}
