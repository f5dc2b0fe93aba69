import type { SemanticTable } from '@tabletalk/contracts';
import { nextMention, previousMention, type ReadContext } from '../../context';
import type { ColumnRef } from '../../frame';
import { reachesOne } from '../../join-graph';
import type { Mention } from '../../link';
import type { FrameBuilder } from '../frame-builder';

/** Below this a one-word link names a column only by a part of its name ("dates", "music"). */
const partialQuality = 0.8;

/** The tables the question's other spans read, by their best reading. */
function tablesRead(b: FrameBuilder, mention: Mention): Set<SemanticTable> {
  const tables = new Set<SemanticTable>([b.frame.focus, ...b.named]);
  for (const [other] of b.roles) {
    const table = other.entries[0]?.target.table;
    if (other !== mention && table) tables.add(table);
  }
  return tables;
}

/**
 * Whether a word is said within a phrase of other linked words: right before one ("music
 * artists", "code 918") or right after a column ("start and end dates").
 */
function isInPhrase(context: ReadContext, mention: Mention): boolean {
  const after = nextMention(context, mention);
  const before = previousMention(context, mention);
  const afterColumn = before?.end === mention.start && before.entries[0]?.target.kind === 'column';
  return after?.start === mention.end || afterColumn;
}

/**
 * "the age of all music artists", "the start and end dates of detentions": one word naming a
 * column only by a part of its name, in a table nothing else in the question reads, is a word of
 * a phrase about the rows shown rather than a column to show; with something else shown, it adds
 * no column and no join. A table each focus row belongs to (its person, its parent) is in reach.
 */
export function isStrayShownWord(b: FrameBuilder, mention: Mention, ref: ColumnRef): boolean {
  if (mention.end - mention.start !== 1 || mention.quality >= partialQuality) return false;
  if (!isInPhrase(b.context, mention)) return false;
  if (tablesRead(b, mention).has(ref.table)) return false;
  // "the cell phone numbers of the candidates": the person each candidate is holds the number.
  if (reachesOne(b.context.model, b.frame.focus, ref.table)) return false;
  return b.roles.some(
    ([other, role]) => other !== mention && (role.kind === 'select' || role.kind === 'entity'),
  );
}
