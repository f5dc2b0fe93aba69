import type { LeadRule } from './lead-reading';
import { articles, countOpeners, distinctWords, endsWithPhrase, trimEnd } from './lead-words';

/** "how many singers", "the number of different countries": the span's rows or values counted. */
export const countOpenerCue: LeadRule = ({ lead }) => {
  const articleTrimmed = trimEnd(lead, articles);
  if (!countOpeners.some((phrase) => endsWithPhrase(articleTrimmed, [phrase]))) return null;
  return { kind: 'count', distinct: lead.some((word) => distinctWords.has(word)) };
};
