import { referringTables } from '../../recording-table';
import type { RoleRule } from '../frame-builder';
import { columnOf } from '../mention-targets';

/**
 * "customers with no email": the span's column tested for having no value (or one). A column of
 * rows that refer to the focus ("projects with no outcome", "the person that has no friend")
 * asks for focus rows without any such rows instead.
 */
export const emptyRole: RoleRule<'empty'> = (b, mention, role) => {
  const ref = columnOf(b, mention);
  if (!ref) return;
  const { focus } = b.frame;
  const isReferring = referringTables(b.context.model, focus).includes(ref.table);
  if (!role.negate && isReferring)
    b.frame.filters.push({ kind: 'related', table: ref.table, negate: true, filters: [] });
  else b.frame.filters.push({ kind: 'null', ref, negate: role.negate });
};
