import type { RoleRule } from '../frame-builder';
import { columnOf, hasColumn, tableOf } from '../mention-targets';

/** "by country", "for each singer": a column grouped by its values, a table by its rows. */
export const groupRole: RoleRule<'group'> = (b, mention) => {
  const { frame } = b;
  const table = tableOf(mention);
  const namesTable =
    table && table.columns.length > 0 && mention.entries[0]?.target.kind === 'table';
  const ref = hasColumn(mention) && !namesTable ? columnOf(b, mention) : null;
  if (ref) frame.groupBy.push(ref);
  else if (table) frame.groupBy.push({ table });
};
