import type { Condition } from '@tabletalk/contracts';
import {
  comparisonOperator,
  compileBetween,
  compileCompare,
  compileIn,
} from './compile-comparison';
import type { CompileContext } from './compile-context';
import { CompileError } from './compile-error';
import { compileExists } from './compile-exists';
import { compileExpr } from './compile-expr';
import { compileNullCondition } from './compile-null-condition';
import { compileSubquery } from './compile-subquery';
import { compileTextCondition } from './compile-text-condition';

/** An empty group is neutral: AND of nothing holds, OR of nothing does not. */
function compileGroup(context: CompileContext, conditions: Condition[], joiner: 'AND' | 'OR') {
  if (conditions.length === 0) return joiner === 'AND' ? '1 = 1' : '1 = 0';
  const parts = conditions.map((condition) => compileCondition(context, condition));
  return `(${parts.join(` ${joiner} `)})`;
}

/**
 * One condition as SQL, its values bound in the order they appear. Groups are parenthesised,
 * so the result can be AND-ed with others as it is.
 * @throws CompileError for unknown tables, aliases or columns, misplaced aggregates, values
 * that cannot be bound, or condition kinds the dialect cannot express.
 */
export function compileCondition(context: CompileContext, condition: Condition): string {
  switch (condition.kind) {
    case 'compare':
      return compileCompare(context, condition.left, condition.op, condition.value);
    case 'compare_subquery': {
      const left = compileExpr(context, condition.left);
      const op = comparisonOperator(condition.op);
      return `${left} ${op} ${compileSubquery(context, condition.subquery, compileConditions)}`;
    }
    case 'in':
      return compileIn(context, condition.left, condition.values, condition.negate);
    case 'between':
      return compileBetween(context, condition.left, condition.low, condition.high);
    case 'text':
      return compileTextCondition(
        context,
        condition.left,
        condition.op,
        condition.value,
        condition.negate,
      );
    case 'null':
      return compileNullCondition(context, condition.left, condition.negate);
    case 'exists':
      return compileExists(context, condition, compileConditions);
    case 'and':
      return compileGroup(context, condition.conditions, 'AND');
    case 'or':
      return compileGroup(context, condition.conditions, 'OR');
  }
  throw new CompileError(
    'INVALID_CONDITION',
    `Unknown condition kind "${String((condition as Condition).kind)}"`,
  );
}

/**
 * Conditions AND-ed together (the `where` and `having` arrays), or null when there are none.
 * @throws CompileError as compileCondition does.
 */
export function compileConditions(context: CompileContext, conditions: Condition[]): string | null {
  if (conditions.length === 0) return null;
  return conditions.map((condition) => compileCondition(context, condition)).join(' AND ');
}
