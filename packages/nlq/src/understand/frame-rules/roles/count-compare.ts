import type { RoleRule } from '../frame-builder';
import { tableOf } from '../mention-targets';

/**
 * "owners with more than 2 pets", "schools with more than one donator": how many related rows,
 * compared with a number.
 */
export const countCompareRole: RoleRule<'count_compare'> = (b, mention, role) => {
  const { frame, named } = b;
  // "more than one donator": a text column's things are its table's rows.
  const target = mention.entries[0]?.target;
  const table = tableOf(mention) ?? (target?.kind === 'column' ? target.table : undefined);
  frame.filters.push({ kind: 'count', table: table ?? null, op: role.op, value: role.value });
  if (table && table !== frame.focus) named.push(table);
};
