import type { RoleRule } from '../frame-builder';
import { columnOf, hasColumn, tableOf } from '../mention-targets';

/**
 * "how many singers", "the number of different countries": rows of a table counted, or the
 * distinct values of a column; a column that already holds a count ("number of employees")
 * is shown as it is.
 */
export const countRole: RoleRule<'count'> = (b, mention, role) => {
  const { frame, named } = b;
  const table = tableOf(mention);
  const ref = !table && hasColumn(mention) ? columnOf(b, mention) : null;
  const isNumber =
    ref !== null &&
    ref.column.role === 'measure' &&
    (ref.column.type === 'integer' || ref.column.type === 'decimal');
  if (ref && isNumber && !role.distinct) frame.selects.push({ kind: 'column', ref });
  else if (ref && role.distinct)
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
