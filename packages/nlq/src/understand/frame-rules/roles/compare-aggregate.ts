import type { RoleRule } from '../frame-builder';
import { columnOf } from '../mention-targets';

/**
 * "weight below the average weight", "salary above all salaries in Biology": the span's column
 * compared with its own aggregate (over the rows read from `after` on, when set).
 */
export const compareAggregateRole: RoleRule<'compare_aggregate'> = (b, mention, role) => {
  const ref = columnOf(b, mention);
  const { op, fn, after } = role;
  if (ref)
    b.frame.filters.push({
      kind: 'average',
      ref,
      op,
      fn,
      ...(after === undefined ? {} : { after }),
    });
};
