import type { RoleRule } from '../frame-builder';
import { columnOf, hasColumn } from '../mention-targets';

/** "ordered by age", "sorted by the number of pets": an ordering by a column or an aggregate. */
export const orderRole: RoleRule<'order'> = (b, mention, role) => {
  const { frame } = b;
  const ref = hasColumn(mention) ? columnOf(b, mention) : null;
  if (role.fn)
    frame.orderBy.push({
      kind: 'aggregate',
      fn: role.fn,
      ref: role.fn === 'count' ? null : ref,
      direction: role.direction,
    });
  else if (ref) frame.orderBy.push({ kind: 'column', ref, direction: role.direction });
};
