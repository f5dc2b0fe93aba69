import type { RoleRule } from '../frame-builder';
import { columnOf, hasColumn, tableOf } from '../mention-targets';

/**
 * "the most common country": the column's values grouped, the most frequent kept. "Which reign is
 * the most common among wrestlers": a table after the superlative says whose rows are counted;
 * the column shown before it is the one whose values are grouped.
 */
export const modeRole: RoleRule<'mode'> = (b, mention, role) => {
  const { frame } = b;
  const table = tableOf(mention);
  const shown =
    table && mention.entries[0]?.target.kind === 'table'
      ? frame.selects.find((spec) => spec.kind === 'column' && spec.ref.table === table)
      : undefined;
  const ref =
    shown?.kind === 'column' ? shown.ref : hasColumn(mention) ? columnOf(b, mention) : null;
  // "Which city is the most common among customers": the city read the frequency already.
  const grouped = frame.groupBy.some((g) => 'column' in g && g.column === ref?.column);
  if (!ref || grouped) return;
  frame.groupBy.push(ref);
  if (!shown) frame.selects.push({ kind: 'column', ref });
  frame.orderBy.push({ kind: 'aggregate', fn: 'count', ref: null, direction: role.direction });
  frame.limit = frame.limit ?? 1;
};
