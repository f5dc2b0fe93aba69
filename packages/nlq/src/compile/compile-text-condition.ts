import type { ColumnExpr } from '@tabletalk/contracts';
import { likePattern, type TextOperator } from '../dialects';
import { compileStoredColumn } from './compile-column';
import type { CompileContext } from './compile-context';
import { CompileError } from './compile-error';
import { numberTextType } from './number-text-column';
import { resolveColumn } from './resolve-columns';

/**
 * A case-insensitive contains / starts-with / ends-with test. The value is bound as a LIKE
 * pattern with its `%`, `_` (and SQL Server `[`) escaped, so "50%" matches only "50%".
 * @throws CompileError INVALID_CONDITION when the column is not text (or has a grain).
 */
export function compileTextCondition(
  context: CompileContext,
  left: ColumnExpr,
  op: TextOperator,
  value: string,
  negate: boolean,
): string {
  const { column } = resolveColumn(context.scope, left);
  // Numbers stored as text are searched as the text they are ("codes containing 42").
  const isText = column.type === 'text' || numberTextType(column) !== null;
  if (!isText || left.grain !== undefined) {
    throw new CompileError(
      'INVALID_CONDITION',
      `Only text can be searched for words; "${left.column}" is ${column.type}`,
    );
  }
  if (typeof value !== 'string') {
    throw new CompileError('INVALID_CONDITION', 'A text search needs a text value');
  }
  const leftSql = compileStoredColumn(context, left);
  let pattern: string;
  try {
    pattern = likePattern(value, op, context.dialect.likeEscape);
  } catch {
    throw new CompileError('INVALID_CONDITION', `Unknown text operator "${String(op)}"`);
  }
  return context.dialect.caseInsensitiveLike(leftSql, context.params.bind(pattern), negate);
}
