import type { RoleRule } from '../frame-builder';
import { columnOf, hasColumn, tableOf } from '../mention-targets';
import { sizeColumnOf } from './size-column';

/**
 * "the oldest singer", "the country with the most car makers", "the department with the highest
 * average salary": sort by the column (by how many related rows, or by the column's aggregate
 * over each shown group) and keep the first.
 */
export const argmaxRole: RoleRule<'argmax'> = (b, mention, role) => {
  const { frame, named } = b;
  // "the party with the most delegates": the rows of the named column's table are counted.
  const target = mention.entries[0]?.target;
  const countedColumnTable = role.count && target?.kind === 'column' ? target.table : undefined;
  const table = tableOf(mention) ?? countedColumnTable;
  const size = tableOf(mention) === frame.focus ? sizeColumnOf(b, mention) : null;
  const ref = size ?? (!role.count && hasColumn(mention) ? columnOf(b, mention) : null);
  const isNumber = ref?.column.type === 'integer' || ref?.column.type === 'decimal';
  if (ref && role.fn && isNumber)
    frame.orderBy.push({ kind: 'aggregate', fn: role.fn, ref, direction: role.direction });
  else if (ref) frame.orderBy.push({ kind: 'column', ref, direction: role.direction });
  else {
    frame.orderBy.push({
      kind: 'aggregate',
      fn: 'count',
      ref: null,
      direction: role.direction,
    });
    // The rows counted must be joined in: "the country with the most car makers".
    if (table && table !== frame.focus) {
      named.push(table);
      frame.joins.push(table);
    }
  }
  frame.limit = frame.limit ?? 1;
};
