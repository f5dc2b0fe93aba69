import type { RoleRule } from '../frame-builder';
import { tableOf } from '../mention-targets';

/** "owners with more than 2 pets": how many related rows, compared with a number. */
export const countCompareRole: RoleRule<'count_compare'> = (b, mention, role) => {
  const { frame, named } = b;
  const table = tableOf(mention);
  frame.filters.push({ kind: 'count', table: table ?? null, op: role.op, value: role.value });
  if (table && table !== frame.focus) named.push(table);
};
