import { nextMention, previousMention } from '../../context';
import type { ColumnRef } from '../../frame';
import type { Mention } from '../../link';
import { labelColumn, resolveColumn } from '../../resolve';
import type { FrameBuilder } from '../frame-builder';
import { tableOf } from '../mention-targets';

/**
 * A literal's column: the column paired with it, else the label of a table named right before it
 * ("the artist 'AC/DC'", "the customer named X") or right after it ("the Alton airport"), else
 * the focus table's label. Null when that table has no label.
 */
export function literalColumn(b: FrameBuilder, mention: Mention): ColumnRef | null {
  const { context, frame, named } = b;
  const owner = b.owners.get(mention);
  if (owner) return resolveColumn(context, owner, frame.focus, named);
  // "the customer named X", "the artist 'AC/DC'": the label of the table named right before.
  const before = previousMention(context, mention);
  const beforeTable = before ? tableOf(before) : undefined;
  const namedBefore =
    before?.end === mention.start ||
    /^(named|called|titled)$/.test(context.tokens[mention.start - 1]?.lower ?? '');
  if (beforeTable && namedBefore) {
    const label = labelColumn(beforeTable);
    if (label) return { table: beforeTable, column: label };
  }
  const after = nextMention(context, mention);
  const table = after && after.start === mention.end ? tableOf(after) : undefined;
  const label = labelColumn(table ?? frame.focus);
  return label ? { table: table ?? frame.focus, column: label } : null;
}
