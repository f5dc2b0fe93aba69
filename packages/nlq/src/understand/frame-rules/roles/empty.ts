import type { RoleRule } from '../frame-builder';
import { columnOf } from '../mention-targets';

/** "customers with no email": the span's column tested for having no value (or one). */
export const emptyRole: RoleRule<'empty'> = (b, mention, role) => {
  const ref = columnOf(b, mention);
  if (ref) b.frame.filters.push({ kind: 'null', ref, negate: role.negate });
};
