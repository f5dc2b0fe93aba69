import type { RoleRule } from '../frame-builder';
import { columnOf } from '../mention-targets';

/** "weight below the average weight": the span's column compared with its own aggregate. */
export const compareAggregateRole: RoleRule<'compare_aggregate'> = (b, mention, role) => {
  const ref = columnOf(b, mention);
  if (ref) b.frame.filters.push({ kind: 'average', ref, op: role.op, fn: role.fn });
};
