import type { RoleRule } from '../frame-builder';
import { columnOf, hasColumn } from '../mention-targets';

/** "the most common country": the column's values grouped, the most frequent kept. */
export const modeRole: RoleRule<'mode'> = (b, mention, role) => {
  const { frame } = b;
  const ref = hasColumn(mention) ? columnOf(b, mention) : null;
  if (!ref) return;
  frame.groupBy.push(ref);
  frame.selects.push({ kind: 'column', ref });
  frame.orderBy.push({ kind: 'aggregate', fn: 'count', ref: null, direction: role.direction });
  frame.limit = frame.limit ?? 1;
};
