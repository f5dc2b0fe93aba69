import { aggregateWords, orderPhrases } from '../cues';
import { orderDirection } from '../order-direction';
import type { LeadRule } from './lead-reading';
import { articles, containsPhrase, endsWithPhrase, trimEnd } from './lead-words';

/**
 * "ordered by age", "sorted by the number of pets": an ordering by the span, or by an aggregate
 * named in the lead.
 */
export const orderPhraseCue: LeadRule = ({ lead, trimmed, allWords }) => {
  const last = trimmed.at(-1) ?? '';
  const isOrdering =
    endsWithPhrase(trimmed, orderPhrases) ||
    endsWithPhrase(trimEnd(lead, articles), orderPhrases) ||
    (last === 'by' && /order|sort|rank|arrange/.test(trimmed.at(-2) ?? ''));
  if (!isOrdering) return null;
  const fn = aggregateWords.get(lead.find((word) => aggregateWords.has(word)) ?? '');
  const counted = containsPhrase(lead, ['number', 'of']) >= 0 || lead.includes('count');
  return {
    kind: 'order',
    direction: orderDirection(allWords),
    fn: counted ? 'count' : (fn ?? null),
  };
};
