import type { Expr } from '@tabletalk/contracts';
import type { TemporalType } from '../dialects';
import type { CompileContext } from './compile-context';
import { resolveColumn } from './resolve-columns';

/** A date or timestamp type, with the column's native spelling for dialects that care. */
export interface TemporalTarget {
  type: TemporalType;
  nativeType: string;
}

/**
 * Whether values compared with `expr` are dates or timestamps, so their ISO strings get cast:
 * a truncated column is a date; MIN and MAX keep their column's type; other aggregates are
 * numbers. Null when the expression is not temporal.
 * @throws CompileError UNKNOWN_ALIAS or UNKNOWN_COLUMN.
 */
export function temporalTypeOf(context: CompileContext, expr: Expr): TemporalTarget | null {
  if (expr.kind === 'share' || expr.kind === 'measure') return null;
  if (expr.kind === 'aggregate') {
    const keepsType = expr.fn === 'min' || expr.fn === 'max';
    return keepsType && expr.arg !== null ? temporalTypeOf(context, expr.arg) : null;
  }
  if (expr.grain !== undefined) return { type: 'date', nativeType: 'DATE' };
  const { column } = resolveColumn(context.scope, expr);
  if (column.type !== 'date' && column.type !== 'timestamp') return null;
  return { type: column.type, nativeType: column.nativeType };
}
