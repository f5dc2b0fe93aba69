import type { RoleRule } from '../frame-builder';
import { columnOf, tableOf } from '../mention-targets';

/**
 * "students who do not have a pet": rows with (or without) related rows of the span's table. The
 * focus's own table negated ("headquarters without a company in banking") is kept too, for the
 * filters read after it to move into.
 */
export const relatedRole: RoleRule<'related'> = (b, mention, role) => {
  const { frame } = b;
  const table = tableOf(mention) ?? columnOf(b, mention)?.table;
  if (table && (table !== frame.focus || role.negate))
    frame.filters.push({
      kind: 'related',
      table,
      negate: role.negate,
      filters: [],
      at: mention.start,
    });
};
