import type { ComparisonOperator, Expr, ScalarValue } from '@tabletalk/contracts';
import { bindValue } from './bind-value';
import type { CompileContext } from './compile-context';
import { CompileError } from './compile-error';
import { compileComparedOperand } from './number-text-operand';
import { temporalTypeOf } from './temporal-type';

const operators: Record<ComparisonOperator, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
};

/**
 * The SQL operator for a comparison.
 * @throws CompileError INVALID_CONDITION for anything but eq, neq, gt, gte, lt, lte.
 */
export function comparisonOperator(op: ComparisonOperator): string {
  const sql = Object.hasOwn(operators, op) ? operators[op] : undefined;
  if (sql === undefined) throw new CompileError('INVALID_CONDITION', `Unknown operator "${op}"`);
  return sql;
}

/**
 * `left op value`, the value bound (and cast when `left` is a date or timestamp). A column
 * holding numbers as text compares as a number with a number (see compileComparedOperand).
 * @throws CompileError for an unknown operator, value or column.
 */
export function compileCompare(
  context: CompileContext,
  left: Expr,
  op: ComparisonOperator,
  value: ScalarValue,
): string {
  const sqlOperator = comparisonOperator(op);
  const operand = compileComparedOperand(context, left, [value]);
  const [bound = value] = operand.values;
  return `${operand.sql} ${sqlOperator} ${bindValue(context, bound, temporalTypeOf(context, left))}`;
}

/**
 * `left [NOT] IN (v1, v2, ...)`, each value bound (numbers as text as in compileCompare).
 * @throws CompileError INVALID_CONDITION for an empty list, or any error of the operands.
 */
export function compileIn(
  context: CompileContext,
  left: Expr,
  values: ScalarValue[],
  negate: boolean,
): string {
  if (values.length === 0)
    throw new CompileError('INVALID_CONDITION', 'IN needs at least one value');
  const operand = compileComparedOperand(context, left, values);
  const target = temporalTypeOf(context, left);
  const list = operand.values.map((value) => bindValue(context, value, target)).join(', ');
  return `${operand.sql} ${negate ? 'NOT IN' : 'IN'} (${list})`;
}

/**
 * `left BETWEEN low AND high`, both ends bound and inclusive (numbers as text as in compileCompare).
 * @throws CompileError for an unknown column or unbindable value.
 */
export function compileBetween(
  context: CompileContext,
  left: Expr,
  low: ScalarValue,
  high: ScalarValue,
): string {
  const operand = compileComparedOperand(context, left, [low, high]);
  const [lowValue = low, highValue = high] = operand.values;
  const target = temporalTypeOf(context, left);
  return `${operand.sql} BETWEEN ${bindValue(context, lowValue, target)} AND ${bindValue(context, highValue, target)}`;
}
