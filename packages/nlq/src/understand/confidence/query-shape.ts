import type { Condition, Expr, StructuredQuery } from '@tabletalk/contracts';

/** What a structured query does, counted: the general shape a reading took. */
export interface QueryShape {
  conditions: number;
  compares: number;
  textMatches: number;
  ranges: number;
  nested: number;
  exists: number;
  negated: number;
  ors: number;
  valueFilters: number;
  aggregates: number;
  counts: number;
  extremes: number;
  averages: number;
  sums: number;
}

const emptyShape = (): QueryShape => ({
  conditions: 0,
  compares: 0,
  textMatches: 0,
  ranges: 0,
  nested: 0,
  exists: 0,
  negated: 0,
  ors: 0,
  valueFilters: 0,
  aggregates: 0,
  counts: 0,
  extremes: 0,
  averages: 0,
  sums: 0,
});

function countExpr(expr: Expr, shape: QueryShape): void {
  if (expr.kind === 'aggregate') {
    shape.aggregates += 1;
    if (expr.fn === 'count') shape.counts += 1;
    if (expr.fn === 'max' || expr.fn === 'min') shape.extremes += 1;
    if (expr.fn === 'avg') shape.averages += 1;
    if (expr.fn === 'sum') shape.sums += 1;
  }
  if (expr.kind === 'share') countExpr(expr.of, shape);
}

function countCondition(condition: Condition, shape: QueryShape): void {
  shape.conditions += 1;
  switch (condition.kind) {
    case 'and':
    case 'or':
      if (condition.kind === 'or') shape.ors += 1;
      shape.conditions -= 1;
      for (const inner of condition.conditions) countCondition(inner, shape);
      return;
    case 'compare':
      shape.compares += 1;
      if (typeof condition.value === 'string') shape.valueFilters += 1;
      if (condition.op === 'neq') shape.negated += 1;
      return;
    case 'in':
      shape.valueFilters += 1;
      if (condition.negate) shape.negated += 1;
      return;
    case 'text':
      shape.textMatches += 1;
      if (condition.negate) shape.negated += 1;
      return;
    case 'between':
      shape.ranges += 1;
      return;
    case 'compare_subquery':
      shape.nested += 1;
      return;
    case 'exists':
      shape.exists += 1;
      if (condition.negate) shape.negated += 1;
      for (const inner of condition.where) countCondition(inner, shape);
      return;
    case 'null':
      if (condition.negate) shape.negated += 1;
      return;
  }
}

/** Counts a query's conditions (through and/or and exists) and the aggregates it shows or sorts by. */
export function queryShape(query: StructuredQuery): QueryShape {
  const shape = emptyShape();
  for (const condition of [...query.where, ...query.having]) countCondition(condition, shape);
  for (const item of query.select) countExpr(item.expr, shape);
  for (const item of query.orderBy) countExpr(item.expr, shape);
  return shape;
}
