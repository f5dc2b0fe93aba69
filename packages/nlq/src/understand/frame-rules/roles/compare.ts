import type { RoleRule } from '../frame-builder';
import { columnOf } from '../mention-targets';

/** "age over 30", "more than 5 cylinders": the span's column compared with a number. */
export const compareRole: RoleRule<'compare'> = (b, mention, role) => {
  const ref = columnOf(b, mention);
  if (ref)
    b.frame.filters.push({
      kind: 'compare',
      ref,
      op: role.op,
      value: role.value,
      at: mention.start,
    });
};
