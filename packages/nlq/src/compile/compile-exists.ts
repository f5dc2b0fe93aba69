import type { Condition } from '@tabletalk/contracts';
import { type CompileContext, inClause, nestedContext } from './compile-context';
import { CompileError } from './compile-error';
import { compileFrom, compileJoinKeys } from './compile-from';
import type { ConditionsCompiler } from './condition-compiler';

type ExistsCondition = Extract<Condition, { kind: 'exists' }>;

/** Correlation keys must tie an inner table (left) to an outer one (right), not inner to inner. */
function checkCorrelation(inner: CompileContext, condition: ExistsCondition): void {
  if (condition.correlate.length === 0) {
    throw new CompileError('INVALID_CONDITION', 'An exists condition needs correlation keys');
  }
  for (const key of condition.correlate) {
    const isInnerLeft = inner.scope.tables.has(key.left.table);
    const isOuterRight = !inner.scope.tables.has(key.right.table);
    if (!isInnerLeft || !isOuterRight) {
      throw new CompileError(
        'INVALID_CONDITION',
        `Correlate "${key.left.table}" (inner) with "${key.right.table}" (outer query)`,
      );
    }
  }
}

/**
 * `[NOT] EXISTS (SELECT 1 FROM t AS a JOIN ... WHERE a.k = outer.k AND ...)`: whether related
 * rows exist for each outer row.
 * @throws CompileError for unknown tables, aliases or columns, an alias reused from the outer
 * query, or correlation keys that do not reach from the inner query to the outer one.
 */
export function compileExists(
  context: CompileContext,
  condition: ExistsCondition,
  compileConditions: ConditionsCompiler,
): string {
  const inner = inClause(nestedContext(context), 'where');
  const from = compileFrom(inner, condition.from, condition.joins);
  checkCorrelation(inner, condition);
  const correlate = compileJoinKeys(inner, condition.correlate);
  const where = compileConditions(inner, condition.where);
  const filter = where === null ? correlate : `${correlate} AND ${where}`;
  return `${condition.negate ? 'NOT EXISTS' : 'EXISTS'} (SELECT 1 FROM ${from} WHERE ${filter})`;
}
