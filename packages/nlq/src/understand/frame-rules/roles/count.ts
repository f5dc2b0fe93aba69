import { keepsCount } from '../../count-figures';
import type { RoleRule } from '../frame-builder';
import { columnOf, hasColumn, tableOf, viaTableOf } from '../mention-targets';
import { flagFilter } from './flag-filter';

/**
 * "how many singers", "the number of different countries", "how many advisors": rows of a
 * table counted, or the distinct values of a column; a number column that keeps a count
 * ("number of employees", "wins") is shown as it is, and a phrase naming rows by a column of
 * theirs ("the number of cartoons directed by") counts the rows, those a yes/no column keeps
 * when it is said of them ("how many discontinued products").
 */
export const countRole: RoleRule<'count'> = (b, mention, role) => {
  const { frame, named, context } = b;
  const table = tableOf(mention);
  const ref = !table && hasColumn(mention) ? columnOf(b, mention) : null;
  const flag = ref && !role.distinct ? flagFilter(context, mention, ref) : null;
  if (flag) {
    frame.filters.push(flag);
    frame.selects.push({ kind: 'aggregate', fn: 'count', ref: null });
    return;
  }
  const isNumber =
    ref !== null &&
    ref.column.role === 'measure' &&
    (ref.column.type === 'integer' || ref.column.type === 'decimal');
  if (ref && isNumber && !role.distinct && keepsCount(ref.column))
    frame.selects.push({ kind: 'column', ref });
  else if (ref && (role.distinct || !viaTableOf(mention)))
    frame.selects.push({ kind: 'aggregate', fn: 'count_distinct', ref });
  else
    frame.selects.push({
      kind: 'aggregate',
      fn: 'count',
      ref: null,
      ...(table && table !== frame.focus ? { table } : {}),
    });
  if (table && table !== frame.focus) named.push(table);
};
