import { nextMention, previousMention } from '../../context';
import type { ColumnRef } from '../../frame';
import type { Mention } from '../../link';
import { labelColumn, resolveColumn } from '../../resolve';
import type { FrameBuilder } from '../frame-builder';
import { tableOf } from '../mention-targets';
import { literalOwnerColumn } from './literal-owner';

/**
 * A literal's column: the column paired with it, else the label of a table named right before it
 * ("the artist 'AC/DC'", "the customer named X") or right after it ("the Alton airport"), else
 * the focus table's label. Null when that table has no label.
 */
export function literalColumn(b: FrameBuilder, mention: Mention): ColumnRef | null {
  const { context, frame, named } = b;
  const paired = b.owners.get(mention);
  if (paired) return resolveColumn(context, paired, frame.focus, named);
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
  const next = nextMention(context, mention);
  const after = next && next.start === mention.end ? next : undefined;
  const table = after ? tableOf(after) : undefined;
  const owner = literalOwnerColumn(
    context,
    mention,
    table ?? frame.focus,
    table ? after : undefined,
  );
  if (owner) return owner;
  const label = labelColumn(table ?? frame.focus);
  return label ? { table: table ?? frame.focus, column: label } : null;
}
