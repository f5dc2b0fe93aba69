import type { ColumnExpr } from '@tabletalk/contracts';
import { compileColumn } from './compile-column';
import type { CompileContext } from './compile-context';
import { resolveColumn } from './resolve-columns';

/**
 * `x IS [NOT] NULL`. For a text column an empty string counts as missing too, because people
 * asking for "customers without an email" mean both. A column holding numbers as text is missing
 * where it holds no number ('n/a', ''), as the knowledge build counted it.
 * @throws CompileError UNKNOWN_ALIAS, UNKNOWN_COLUMN or INVALID_GRAIN.
 */
export function compileNullCondition(
  context: CompileContext,
  left: ColumnExpr,
  negate: boolean,
): string {
  const sql = compileColumn(context, left);
  const isText = resolveColumn(context.scope, left).column.type === 'text';
  if (!isText) return `${sql} ${negate ? 'IS NOT NULL' : 'IS NULL'}`;
  return negate ? `(${sql} IS NOT NULL AND ${sql} <> '')` : `(${sql} IS NULL OR ${sql} = '')`;
}
