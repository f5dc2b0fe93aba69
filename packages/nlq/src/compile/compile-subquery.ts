import type { SubqueryAggregate } from '@tabletalk/contracts';
import { compileAggregate } from './compile-aggregate';
import { type CompileContext, inClause, nestedContext } from './compile-context';
import { compileTable } from './compile-from';
import type { ConditionsCompiler } from './condition-compiler';

/**
 * `(SELECT fn(arg) FROM t AS a WHERE ...)`: one aggregate value to compare against ("orders
 * above the average amount"). Its conditions may refer to the outer query's aliases.
 * @throws CompileError for an unknown table, alias or column, a reused alias, or an invalid
 * aggregate.
 */
export function compileSubquery(
  context: CompileContext,
  subquery: SubqueryAggregate,
  compileConditions: ConditionsCompiler,
): string {
  const inner = nestedContext(context);
  const from = compileTable(inner, subquery.from);
  const aggregate = compileAggregate(inClause(inner, 'select'), {
    kind: 'aggregate',
    fn: subquery.fn,
    arg: subquery.arg,
  });
  const where = compileConditions(inClause(inner, 'where'), subquery.where);
  return `(SELECT ${aggregate} FROM ${from}${where === null ? '' : ` WHERE ${where}`})`;
}
