import { fansOut } from '../../semi-joins';
import type { RoleRule } from '../frame-builder';
import { columnOf } from '../mention-targets';

/**
 * "customers with no email": the span's column tested for having no value (or one). "projects
 * with no outcome", said of a column of rows the focus has many of, asks for rows with none.
 */
export const emptyRole: RoleRule<'empty'> = (b, mention, role) => {
  const ref = columnOf(b, mention);
  if (!ref) return;
  const { focus } = b.frame;
  const isOfRelatedRows =
    !role.negate && ref.table !== focus && fansOut(b.context.model, focus, ref.table);
  if (isOfRelatedRows)
    b.frame.filters.push({ kind: 'related', table: ref.table, negate: true, filters: [] });
  else b.frame.filters.push({ kind: 'null', ref, negate: role.negate });
};
