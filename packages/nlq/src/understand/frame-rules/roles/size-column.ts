import { sizeSuperlatives } from '../../cues';
import type { ColumnRef } from '../../frame';
import { lemmasOf } from '../../lexicon';
import type { Mention } from '../../link';
import type { FrameBuilder } from '../frame-builder';

/**
 * "the highest mountain", "the largest payment": a size superlative right before the focus's own
 * table names no rows to count; the focus's number column called by the size's nouns is ranked.
 * Null when no such superlative or column.
 */
export function sizeColumnOf(b: FrameBuilder, mention: Mention): ColumnRef | null {
  const { context, frame } = b;
  const words = context.tokens.slice(Math.max(0, mention.start - 2), mention.start);
  const size = words.map((token) => sizeSuperlatives.get(token.lower)).find(Boolean);
  if (!size) return null;
  for (const noun of size.nouns) {
    const column = frame.focus.columns.find(
      (c) =>
        !c.hidden &&
        c.role !== 'identifier' &&
        (c.type === 'integer' || c.type === 'decimal') &&
        lemmasOf(c.name).includes(noun),
    );
    if (column) return { table: frame.focus, column };
  }
  return null;
}
