import type { SemanticColumn, SemanticTable } from '@tabletalk/contracts';
import { wordsBetween } from '../context';
import { keyColumn, labelColumn } from '../resolve';
import type { FrameBuilder, FrameRule } from './frame-builder';
import { columnOf } from './mention-targets';

/** Words after "of" (or "for") that still name the rows a column belongs to. */
const ownerFillers = new Set(['the', 'each', 'every', 'all', 'a', 'an']);

/** Whether a column tells the rows of its table apart: its key, its label, or unique text. */
function isRowName(table: SemanticTable, column: SemanticColumn): boolean {
  const isUniqueText =
    column.type === 'text' && table.rowCount > 1 && column.stats.distinctCount === table.rowCount;
  return column === keyColumn(table) || column === labelColumn(table) || isUniqueText;
}

/** The columns said right after another shown column of their table by "of" or "for". */
function ownerColumns(b: FrameBuilder): SemanticColumn[] {
  const shown = b.roles.filter(([, role]) => role.kind === 'select' || role.kind === 'mode');
  return shown.flatMap(([mention], i) => {
    const [previous, previousRole] = shown[i - 1] ?? [];
    if (!previous || previousRole?.kind !== 'select') return [];
    const gap = wordsBetween(b.context, previous.end, mention.start);
    const isOf =
      (gap[0] === 'of' || gap[0] === 'for') && gap.slice(1).every((w) => ownerFillers.has(w));
    const owner = columnOf(b, mention);
    const shownColumn = columnOf(b, previous);
    if (!isOf || !owner || shownColumn?.table !== owner.table) return [];
    const namesRows = isRowName(owner.table, owner.column);
    return namesRows && shownColumn.column !== owner.column ? [owner.column] : [];
  });
}

/**
 * "the description of the transaction type that occurs most often", "the area of the appellation
 * with the most wines": a table's key or label said after another of its columns with "of" names
 * the rows that column is asked of; it is not shown beside it.
 */
export const dropOwnerColumns: FrameRule = (b) => {
  const { frame } = b;
  const owners = new Set(ownerColumns(b));
  const isOwner = (s: (typeof frame.selects)[number]) =>
    s.kind === 'column' && owners.has(s.ref.column);
  if (!frame.selects.some((s) => !isOwner(s))) return;
  frame.selects = frame.selects.filter((s) => !isOwner(s));
  // Grouped, the owner's rows are the groups: grouped by their key, shown by the column asked.
  frame.groupBy = frame.groupBy.map((g) =>
    'column' in g && owners.has(g.column) && !g.grain ? { table: g.table } : g,
  );
};
