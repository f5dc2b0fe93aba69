import type { RoleRule } from '../frame-builder';
import { columnOf, hasColumn, tableOf } from '../mention-targets';
import { flagFilter } from './flag-filter';
import { nameOfTable } from './name-of-table';
import { isStrayShownWord } from './stray-shown-word';

/**
 * A span asked to be shown: a table's name, a column, or (for a yes/no column in a relative
 * clause) a filter; a table other than the focus is only noted as named.
 */
export const selectRole: RoleRule<'select'> = (b, mention, role) => {
  const { frame, context, named } = b;
  const labelOf = nameOfTable(context, mention, frame.focus);
  if (labelOf) {
    frame.selects.push({ kind: 'entity', table: labelOf });
    return;
  }
  const table = tableOf(mention);
  const read = hasColumn(mention) ? columnOf(b, mention) : null;
  const flag = read ? flagFilter(context, mention, read) : null;
  const ref = read && !flag && isStrayShownWord(b, mention, read) ? null : read;
  if (flag) frame.filters.push(flag);
  else if (ref) frame.selects.push({ kind: 'column', ref });
  else if (table && table !== frame.focus) named.push(table);
  if (role.distinct) frame.distinct = true;
};
