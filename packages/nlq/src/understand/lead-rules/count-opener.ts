import { previousMention } from '../context';
import type { LeadRule } from './lead-reading';
import { articles, countOpeners, distinctWords, endsWithPhrase, trimEnd } from './lead-words';

/**
 * "how many singers", "the number of different countries": the span's rows or values counted.
 * "the phone number of employees" is not a count: "number" ends the column named just before.
 */
export const countOpenerCue: LeadRule = ({ context, mention, lead }) => {
  const articleTrimmed = trimEnd(lead, articles);
  if (!countOpeners.some((phrase) => endsWithPhrase(articleTrimmed, [phrase]))) return null;
  const previous = previousMention(context, mention);
  const endsColumn =
    /^numbers?$/.test(lead[0] ?? '') &&
    previous?.end === mention.start - lead.length &&
    previous.entries[0]?.target.kind === 'column';
  if (endsColumn) return null;
  return { kind: 'count', distinct: lead.some((word) => distinctWords.has(word)) };
};
