import type {
  ColumnExpr,
  SemanticColumn,
  SemanticModel,
  SemanticTable,
  TableSource,
} from '@tabletalk/contracts';
import { CompileError } from './compile-error';

/** The aliases visible at one level of the query; `parent` is the enclosing query's scope. */
export interface Scope {
  readonly tables: Map<string, SemanticTable>;
  readonly parent: Scope | null;
}

/** A column reference checked against the model. */
export interface ResolvedColumn {
  alias: string;
  table: SemanticTable;
  column: SemanticColumn;
}

/** A new, empty scope nested in `parent` (null for the outermost query). */
export function createScope(parent: Scope | null): Scope {
  return { tables: new Map(), parent };
}

/**
 * The model table a source names. A source without a schema matches a table of that name in
 * any schema, as long as only one does.
 * @throws CompileError UNKNOWN_TABLE or AMBIGUOUS_TABLE.
 */
export function getModelTable(model: SemanticModel, source: TableSource): SemanticTable {
  const matches = model.tables.filter(
    (table) =>
      table.name === source.name && (source.schema === null || table.schema === source.schema),
  );
  const shown = source.schema === null ? source.name : `${source.schema}.${source.name}`;
  const [table, ...others] = matches;
  if (table === undefined) throw new CompileError('UNKNOWN_TABLE', `Unknown table "${shown}"`);
  if (others.length > 0) {
    throw new CompileError('AMBIGUOUS_TABLE', `Table "${shown}" exists in several schemas`);
  }
  return table;
}

function findAlias(scope: Scope | null, alias: string): SemanticTable | null {
  if (scope === null) return null;
  return scope.tables.get(alias) ?? findAlias(scope.parent, alias);
}

/**
 * Puts a table into the scope under its alias. An alias may shadow one of an enclosing query,
 * as in SQL (references resolve to the nearest level), but not repeat one of the same level.
 * @throws CompileError DUPLICATE_ALIAS.
 */
export function addToScope(scope: Scope, alias: string, table: SemanticTable): void {
  if (scope.tables.has(alias)) {
    throw new CompileError('DUPLICATE_ALIAS', `The alias "${alias}" is used twice`);
  }
  scope.tables.set(alias, table);
}

/**
 * Looks a column reference up: alias (in this scope or an enclosing one) → table → column.
 * @throws CompileError UNKNOWN_ALIAS or UNKNOWN_COLUMN.
 */
export function resolveColumn(scope: Scope, expr: ColumnExpr): ResolvedColumn {
  const table = findAlias(scope, expr.table);
  if (table === null) {
    throw new CompileError('UNKNOWN_ALIAS', `No table has the alias "${expr.table}" here`);
  }
  const column = table.columns.find((candidate) => candidate.name === expr.column);
  if (column === undefined) {
    throw new CompileError(
      'UNKNOWN_COLUMN',
      `Table "${table.name}" (alias "${expr.table}") has no column "${expr.column}"`,
    );
  }
  return { alias: expr.table, table, column };
}
