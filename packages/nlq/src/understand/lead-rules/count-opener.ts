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
  // Only "<column> number of": not "the address, number of students" (a list) nor a later count.
  const previous = previousMention(context, mention);
  const last = previous ? context.tokens[previous.end - 1] : undefined;
  const number = context.tokens[mention.start - lead.length];
  const adjacent = last && number && number.offset === last.offset + last.text.length + 1;
  const endsColumn =
    articleTrimmed.length === 2 &&
    /^numbers?$/.test(lead[0] ?? '') &&
    adjacent &&
    previous?.entries[0]?.target.kind === 'column';
  if (endsColumn) return null;
  return { kind: 'count', distinct: lead.some((word) => distinctWords.has(word)) };
};
