import { isParticiple } from '../lead-rules/participles';
import { namesTable, recordingTable, referringTables } from '../recording-table';
import type { FrameRule } from './frame-builder';

/** Words that deny what follows them. */
const denials = new Set([
  'never',
  'not',
  'no',
  'without',
  "don't",
  "doesn't",
  "didn't",
  "haven't",
  "hasn't",
]);

/** Words between a denial and what it denies: "have never been", "do not have any". */
const gapWords = new Set([
  'been',
  'be',
  'ever',
  'yet',
  'any',
  'a',
  'an',
  'have',
  'has',
  'had',
  'single',
]);

/**
 * "products that have never been ordered", "documents that do not have expenses": a denied word
 * linked to nothing and followed by no linked span, naming a table that refers to the focus
 * ("expenses" → documents_with_expenses), or a participle ending the question with a single such
 * table ("movies that were never rated"), asks for rows of the focus without rows of that table.
 */
export const negatedEvents: FrameRule = ({ context, frame }) => {
  if (frame.filters.some((f) => f.kind === 'related' && f.negate)) return;
  const words = context.tokens.map((t) => t.lower);
  const inMention = (at: number) => context.mentions.some((m) => m.start <= at && at < m.end);
  const referring = referringTables(context.model, frame.focus);
  words.forEach((word, index) => {
    if (!denials.has(word)) return;
    let at = index + 1;
    while (gapWords.has(words[at] ?? '')) at++;
    const denied = words[at];
    if (!denied || inMention(at)) return;
    if (context.mentions.some((m) => m.start > at)) return;
    const named = referring.filter((t) => namesTable(t, [denied]));
    const table =
      named.length === 1
        ? named[0]
        : isParticiple(denied) && at === words.length - 1
          ? recordingTable(context.model, frame.focus, [denied])
          : undefined;
    if (table && !frame.filters.some((f) => f.kind === 'related' && f.table === table))
      frame.filters.push({ kind: 'related', table, negate: true, filters: [] });
  });
};
