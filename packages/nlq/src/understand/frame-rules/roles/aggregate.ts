import { measureOfRows } from '../../measure-of-rows';
import type { RoleRule } from '../frame-builder';
import { columnOf, hasColumn, tableOf } from '../mention-targets';

/**
 * "the average age", "the total of distinct prices", "the average, minimum and maximum age":
 * the span's column aggregated (each listed aggregate in turn); a table counts its rows, or
 * aggregates its one measure ("the average rating").
 */
export const aggregateRole: RoleRule<'aggregate'> = (b, mention, role) => {
  const { frame } = b;
  const table = tableOf(mention);
  const named = hasColumn(mention) ? columnOf(b, mention) : null;
  const ref = role.fn === 'count' ? named : measureOfRows(table, named);
  if (ref && role.distinct && role.fn === 'sum')
    frame.selects.push({ kind: 'aggregate', fn: 'count_distinct', ref });
  else if (ref && role.also && role.also.length > 1)
    for (const fn of role.also) frame.selects.push({ kind: 'aggregate', fn, ref });
  else
    frame.selects.push(
      ref
        ? { kind: 'aggregate', fn: role.fn, ref }
        : { kind: 'aggregate', fn: 'count', ref: null, ...(table ? { table } : {}) },
    );
};
