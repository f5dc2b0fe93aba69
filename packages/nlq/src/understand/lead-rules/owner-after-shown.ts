import { previousMention } from '../context';
import type { LeadRule } from './lead-reading';
import { articles } from './lead-words';

/** Words that list one more thing to show ("the name and the school"). */
const listingWords = new Set(['and', 'or', 'also', 'plus']);

/**
 * "the primary conference of the school with …", "the maximum enrollment across all schools":
 * a word naming both a table and its column, said after a column and not listed beside it with
 * "and", names the rows that column belongs to; it is not one more column to show.
 */
export const ownerAfterShownCue: LeadRule = ({ context, mention, lead }) => {
  const namesTable = mention.entries.some((e) => e.target.kind === 'table');
  if (mention.entries[0]?.target.kind !== 'column' || !namesTable) return null;
  if (lead.some((word) => listingWords.has(word))) return null;
  const afterColumn = context.mentions.some(
    (m) => m.end <= mention.start && m.entries[0]?.target.kind === 'column',
  );
  // "its id, name", "the season, the player": a column right after a column, with no more than
  // an article between, is listed by a comma.
  const previous = previousMention(context, mention);
  const isListedByComma =
    lead.every((word) => articles.has(word)) && previous?.entries[0]?.target.kind === 'column';
  return afterColumn && !isListedByComma ? { kind: 'entity' } : null;
};
