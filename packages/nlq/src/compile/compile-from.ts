import type { ColumnExpr, Join, JoinKey, SemanticColumn, TableSource } from '@tabletalk/contracts';
import { compileColumn, compileStoredColumn } from './compile-column';
import { type CompileContext, quoteName } from './compile-context';
import { CompileError } from './compile-error';
import { isStoredNumber } from './number-text-column';
import { addToScope, getModelTable, resolveColumn } from './resolve-columns';

const joinKeywords = { inner: 'INNER JOIN', left: 'LEFT JOIN' } as const;

/**
 * `"schema"."table" AS "alias"` for a model table (BigQuery: `dataset`.`table`), adding the
 * alias to the context's scope.
 * @throws CompileError UNKNOWN_TABLE, AMBIGUOUS_TABLE, DUPLICATE_ALIAS, INVALID_IDENTIFIER.
 */
export function compileTable(context: CompileContext, source: TableSource): string {
  const table = getModelTable(context.model, source);
  const name = quoteName(context, table.name);
  const qualified = table.schema === null ? name : `${quoteName(context, table.schema)}.${name}`;
  const alias = quoteName(context, source.as);
  addToScope(context.scope, source.as, table);
  return `${qualified} AS ${alias}`;
}

/**
 * One side of a join key. Numbers stored as text are cast only to meet a column that stores
 * numbers; against text (or other numbers as text) they compare as stored, which keeps the
 * source's indexes usable.
 */
function compileKeySide(context: CompileContext, side: ColumnExpr, other: SemanticColumn): string {
  return isStoredNumber(other) ? compileColumn(context, side) : compileStoredColumn(context, side);
}

/**
 * `a.x = b.y AND ...` for join keys (also the correlation of an EXISTS).
 * @throws CompileError UNKNOWN_ALIAS or UNKNOWN_COLUMN.
 */
export function compileJoinKeys(context: CompileContext, keys: JoinKey[]): string {
  return keys
    .map((key) => {
      const left = resolveColumn(context.scope, key.left).column;
      const right = resolveColumn(context.scope, key.right).column;
      return `${compileKeySide(context, key.left, right)} = ${compileKeySide(context, key.right, left)}`;
    })
    .join(' AND ');
}

function compileJoin(context: CompileContext, join: Join): string {
  const keyword = joinKeywords[join.type];
  if (keyword === undefined) {
    throw new CompileError('INVALID_QUERY', `Unknown join type "${String(join.type)}"`);
  }
  if (join.on.length === 0) {
    throw new CompileError('INVALID_QUERY', `The join of "${join.table.as}" has no keys`);
  }
  const table = compileTable(context, join.table);
  // Keys are compiled after the table enters scope and see only tables joined so far.
  return `${keyword} ${table} ON ${compileJoinKeys(context, join.on)}`;
}

/**
 * The table list after FROM: the first table and each join with its ON keys, in order.
 * @throws CompileError for unknown tables, aliases or columns, reused aliases, keyless joins.
 */
export function compileFrom(context: CompileContext, from: TableSource, joins: Join[]): string {
  return [compileTable(context, from), ...joins.map((join) => compileJoin(context, join))].join(
    ' ',
  );
}
