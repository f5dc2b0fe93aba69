import type { ColumnRef } from '../../frame';
import { recordingTable } from '../../recording-table';
import type { FrameBuilder, RoleRule } from '../frame-builder';
import { columnOf, hasColumn, tableOf } from '../mention-targets';

/**
 * "the most common country": the column's values grouped, the most frequent kept. "Which reign is
 * the most common among wrestlers": a table after the superlative says whose rows are counted;
 * the column shown before it is the one whose values are grouped. "the most frequent detention
 * type", grouped by its table's key, counts the rows of the table recording it (detentions).
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
  joinRecordingTable(b, ref);
};

/**
 * A key's values are each found once in their own table: when the grouped column is its table's
 * whole key and no other table is named, the rows counted are those of the one table recording
 * it (named by a word of the question, else the only one referring to it).
 */
function joinRecordingTable({ context, frame, named }: FrameBuilder, ref: ColumnRef): void {
  const key = ref.table.primaryKey;
  if (key.length !== 1 || key[0] !== ref.column.name) return;
  if (named.some((t) => t !== ref.table) || frame.joins.length > 0) return;
  const words = context.tokens.map((t) => t.lower);
  const table = recordingTable(context.model, ref.table, words);
  if (!table) return;
  frame.joins.push(table);
  named.push(table);
}
