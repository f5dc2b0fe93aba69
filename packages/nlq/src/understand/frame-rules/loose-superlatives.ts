import type { SemanticColumn, SemanticTable } from '@tabletalk/contracts';
import { adjectiveMeasures } from '../cues';
import { dropPickedColumn } from '../picked-column';
import { birthColumn, columnByNouns } from '../resolve';
import type { FrameBuilder, FrameRule } from './frame-builder';

/** The table's own date column, when it has exactly one: when each of its rows happened. */
function ownDateColumn(table: SemanticTable): SemanticColumn | undefined {
  const dates = table.columns.filter(
    (c) => !c.hidden && (c.type === 'date' || c.type === 'timestamp'),
  );
  return dates.length === 1 ? dates[0] : undefined;
}

/**
 * Sorts by the measure of the first superlative adjective not attached to a column.
 * Returns the index of the token after the adjective that was applied, or null.
 */
function applyLooseSuperlatives(b: FrameBuilder): number | null {
  const { context, frame, named } = b;
  if (frame.orderBy.length > 0) return null;
  let after: number | null = null;
  context.tokens.forEach((token, index) => {
    if (context.mentions.some((m) => index >= m.start && index < m.end)) return;
    const twoWords = `${token.lower} ${context.tokens[index + 1]?.lower ?? ''}`;
    const measure = adjectiveMeasures.find(
      (m) =>
        m.words.includes(twoWords) ||
        (m.words.includes(token.lower) && /est$|^(most|latest|first)/.test(token.lower)),
    );
    if (!measure || frame.orderBy.length > 0) return;
    const found = columnByNouns(context.model, measure.nouns, frame.focus, named);
    const dated = ownDateColumn(frame.focus);
    // "the oldest player" of a table with a birth date and no age: born first.
    const birth = measure.nouns.includes('age') && found?.table !== frame.focus;
    // "the oldest order" of a table with no age at all: placed first.
    const born = birth ? (birthColumn(frame.focus) ?? (found ? undefined : dated)) : undefined;
    const ref = born ? { table: frame.focus, column: born } : found;
    if (!ref) return;
    const flipped = measure.direction === 'asc' ? 'desc' : 'asc';
    frame.orderBy.push({ kind: 'column', ref, direction: born ? flipped : measure.direction });
    frame.limit = frame.limit ?? 1;
    after = index + (measure.words.includes(twoWords) ? 2 : 1);
  });
  return after;
}

/**
 * "the youngest dog": a superlative adjective not attached to a column sorts by its measure and
 * keeps the first; a column named right after it only says which row is picked.
 */
export const looseSuperlatives: FrameRule = (b) => {
  const superlativeEnd = applyLooseSuperlatives(b);
  if (superlativeEnd !== null) dropPickedColumn(b.context, b.frame, superlativeEnd);
};
