import type {
  ColumnExpr,
  SemanticColumn,
  SemanticModel,
  SemanticTable,
  TableSource,
} from '@tabletalk/contracts';
import { findTable } from '../model';

/** The tables a query part can see, by alias; inner scopes shadow outer ones. */
export type AliasScope = ReadonlyMap<string, TableSource>;

/** A scope with `sources` added over `outer` (an EXISTS sees its own tables and the query's). */
export function extendScope(sources: TableSource[], outer: AliasScope = new Map()): AliasScope {
  const scope = new Map(outer);
  for (const source of sources) scope.set(source.as, source);
  return scope;
}

/**
 * The model's table and column that an aliased column reference stands for, or null when the
 * alias or the column is unknown (a query built against an older model). Never throws.
 */
export function findModelColumn(
  model: SemanticModel,
  scope: AliasScope,
  expr: ColumnExpr,
): { table: SemanticTable; column: SemanticColumn } | null {
  const source = scope.get(expr.table);
  const table = source ? findTable(model.tables, source.name, source.schema) : null;
  const column = table?.columns.find((candidate) => candidate.name === expr.column);
  return table && column ? { table, column } : null;
}
