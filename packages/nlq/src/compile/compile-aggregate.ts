import type { AggregateExpr, ColumnExpr } from '@tabletalk/contracts';
import { compileColumn } from './compile-column';
import type { CompileContext } from './compile-context';
import { CompileError } from './compile-error';
import { resolveColumn } from './resolve-columns';

const numericOnly = new Set(['sum', 'avg', 'median']);

function requireArg(expr: AggregateExpr): ColumnExpr {
  if (expr.arg === null) {
    throw new CompileError('INVALID_AGGREGATE', `${expr.fn} needs a column; only count takes none`);
  }
  return expr.arg;
}

function checkNumeric(context: CompileContext, expr: AggregateExpr, arg: ColumnExpr): boolean {
  const { column } = resolveColumn(context.scope, arg);
  const isInteger = column.type === 'integer' && arg.grain === undefined;
  const isNumber = isInteger || (column.type === 'decimal' && arg.grain === undefined);
  if (numericOnly.has(expr.fn) && !isNumber) {
    throw new CompileError(
      'INVALID_AGGREGATE',
      `${expr.fn} needs a number, but "${arg.column}" is ${column.type}`,
    );
  }
  return isInteger;
}

function compileMedian(context: CompileContext, argSql: string): string {
  const sql = context.dialect.median(argSql);
  if (sql === null) {
    throw new CompileError(
      'UNSUPPORTED',
      `A median cannot be computed on ${context.dialect.name} sources; ask for the average instead`,
    );
  }
  return sql;
}

/**
 * One aggregate call: COUNT(*), COUNT(DISTINCT x), SUM, AVG (integers cast to a double first so
 * no dialect truncates), MIN, MAX, or the dialect's median.
 * @throws CompileError INVALID_AGGREGATE for `arg: null` outside count, an unknown function or a
 * numeric aggregate of a non-number; UNSUPPORTED for median where the dialect has none.
 */
export function compileAggregate(context: CompileContext, expr: AggregateExpr): string {
  if (expr.fn === 'count' && expr.arg === null) return 'COUNT(*)';
  const arg = requireArg(expr);
  const isInteger = checkNumeric(context, expr, arg);
  const argSql = compileColumn(context, arg);
  switch (expr.fn) {
    case 'count':
      return `COUNT(${argSql})`;
    case 'count_distinct':
      return `COUNT(DISTINCT ${argSql})`;
    case 'sum':
      return `SUM(${argSql})`;
    case 'avg':
      return `AVG(${isInteger ? context.dialect.toDouble(argSql) : argSql})`;
    case 'min':
      return `MIN(${argSql})`;
    case 'max':
      return `MAX(${argSql})`;
    case 'median':
      return compileMedian(context, argSql);
  }
  throw new CompileError('INVALID_AGGREGATE', `Unknown aggregate "${String(expr.fn)}"`);
}
