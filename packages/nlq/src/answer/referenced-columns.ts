import {
  type ColumnExpr,
  type Condition,
  type Expr,
  formulaColumns,
  type SemanticColumn,
  type SemanticModel,
  type StructuredQuery,
  type SubqueryAggregate,
} from '@tabletalk/contracts';
import { type AliasScope, extendScope, findModelColumn } from './find-model-column';

/** A model column a query uses, keyed by schema, table and column. */
export type ReferencedColumn = { column: SemanticColumn; key: string };

function columnsOfExpr(expr: Expr): ColumnExpr[] {
  if (expr.kind === 'column') return [expr];
  if (expr.kind === 'aggregate') return expr.arg ? [expr.arg] : [];
  if (expr.kind === 'measure')
    return formulaColumns(expr.formula).map((c) => ({ kind: 'column', ...c }));
  return columnsOfExpr(expr.of);
}

class ColumnCollector {
  readonly found = new Map<string, SemanticColumn>();

  constructor(private readonly model: SemanticModel) {}

  add(expr: ColumnExpr, scope: AliasScope): void {
    const hit = findModelColumn(this.model, scope, expr);
    if (hit)
      this.found.set(`${hit.table.schema ?? ''}.${hit.table.name}.${hit.column.name}`, hit.column);
  }

  addExpr(expr: Expr, scope: AliasScope): void {
    for (const column of columnsOfExpr(expr)) this.add(column, scope);
  }

  addSubquery(subquery: SubqueryAggregate, outer: AliasScope): void {
    const scope = extendScope([subquery.from], outer);
    if (subquery.arg) this.add(subquery.arg, scope);
    for (const condition of subquery.where) this.addCondition(condition, scope);
  }

  addCondition(condition: Condition, scope: AliasScope): void {
    if (condition.kind === 'and' || condition.kind === 'or') {
      for (const inner of condition.conditions) this.addCondition(inner, scope);
      return;
    }
    if (condition.kind === 'exists') {
      const inner = extendScope([condition.from, ...condition.joins.map((j) => j.table)], scope);
      for (const join of condition.joins) for (const key of join.on) this.addKey(key, inner, inner);
      for (const key of condition.correlate) this.addKey(key, inner, scope);
      for (const where of condition.where) this.addCondition(where, inner);
      return;
    }
    this.addExpr(condition.left, scope);
    if (condition.kind === 'compare_subquery') this.addSubquery(condition.subquery, scope);
  }

  addKey(key: { left: ColumnExpr; right: ColumnExpr }, left: AliasScope, right: AliasScope) {
    this.add(key.left, left);
    this.add(key.right, right);
  }
}

/**
 * Every model column a query touches anywhere: selected, filtered, grouped, ordered, joined on,
 * inside EXISTS and subqueries (each resolved in its own alias scope). Each column once; columns
 * the model does not know are left out. Never throws.
 */
export function findReferencedColumns(
  query: StructuredQuery,
  model: SemanticModel,
): ReferencedColumn[] {
  const collector = new ColumnCollector(model);
  const scope = extendScope([query.from, ...query.joins.map((join) => join.table)]);
  for (const join of query.joins) for (const key of join.on) collector.addKey(key, scope, scope);
  for (const item of query.select) collector.addExpr(item.expr, scope);
  for (const condition of [...query.where, ...query.having])
    collector.addCondition(condition, scope);
  for (const column of query.groupBy) collector.add(column, scope);
  for (const order of query.orderBy) collector.addExpr(order.expr, scope);
  return [...collector.found].map(([key, column]) => ({ key, column }));
}
