import type { RoleRule } from '../frame-builder';
import { tableOf } from '../mention-targets';

/** "students who do not have a pet": rows with (or without) related rows of the span's table. */
export const relatedRole: RoleRule<'related'> = (b, mention, role) => {
  const { frame } = b;
  const table = tableOf(mention);
  if (table && table !== frame.focus)
    frame.filters.push({ kind: 'related', table, negate: role.negate, filters: [] });
};
