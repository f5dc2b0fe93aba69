import type { RoleRule } from '../frame-builder';
import { columnOf, hasColumn, tableOf } from '../mention-targets';

/** "ordered by age", "sorted by the number of pets": an ordering by a column or an aggregate. */
export const orderRole: RoleRule<'order'> = (b, mention, role) => {
  const { frame, named } = b;
  const ref = hasColumn(mention) ? columnOf(b, mention) : null;
  const counted = role.fn === 'count' ? tableOf(mention) : undefined;
  // "in descending order of the number of enzymes": the rows counted must be joined in.
  if (counted && counted !== frame.focus) {
    if (!named.includes(counted)) named.push(counted);
    frame.joins.push(counted);
  }
  if (role.fn)
    frame.orderBy.push({
      kind: 'aggregate',
      fn: role.fn,
      ref: role.fn === 'count' ? null : ref,
      direction: role.direction,
    });
  else if (ref) frame.orderBy.push({ kind: 'column', ref, direction: role.direction });
};
