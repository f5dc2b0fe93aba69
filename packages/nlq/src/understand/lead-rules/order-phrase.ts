import { aggregateWords, orderPhrases } from '../cues';
import { orderDirection } from '../order-direction';
import type { LeadRule } from './lead-reading';
import { articles, containsPhrase, endsWithPhrase, trimEnd } from './lead-words';

/** Words that start an ordering wherever they stand before the span. */
const orderWords = /^(order|ordered|sort|sorted|rank|ranked|arrange|arranged|according)$/;
/**
 * Words that tie an ordering word to its key ("order of", "sorted by", "order using"); without
 * one the words after it name something else ("Sort the names …", "who ordered the most items").
 */
const keyLinks = new Set(['by', 'of', 'using', 'to', 'on']);
/** Words that say which way an ordering goes. */
const directionWords = new Set(['ascending', 'descending', 'increasing', 'decreasing']);
/** Words that may sit between an ordering word and its span: "in descending order of their". */
const orderLinks = new Set([
  ...articles,
  ...directionWords,
  'by',
  'of',
  'in',
  'on',
  'to',
  'using',
  'their',
  'its',
  'his',
  'her',
  'alphabetical',
  'reverse',
  'order',
]);

/**
 * "in the decreasing order of their sales", "ordered by account balance", "listed by
 * descending age": the last ordering word before the span, followed only by linking words and
 * at most one word of the span's own name the link did not take ("account" of "balance").
 */
function ordersLoosely(lead: string[]): boolean {
  const at = lead.findLastIndex(
    (word, i) => orderWords.test(word) || (word === 'by' && directionWords.has(lead[i + 1] ?? '')),
  );
  if (at < 0) return false;
  const rest = lead.slice(at + 1);
  if (!rest.some((word) => keyLinks.has(word) || directionWords.has(word))) return false;
  const unlinked = rest.filter((word) => !orderLinks.has(word));
  return unlinked.length === 0 || (unlinked.length === 1 && rest.at(-1) === unlinked[0]);
}

/**
 * "ordered by age", "sorted by the number of pets": an ordering by the span, or by an aggregate
 * named in the lead.
 */
export const orderPhraseCue: LeadRule = ({ lead, trimmed, allWords }) => {
  const last = trimmed.at(-1) ?? '';
  const isOrdering =
    endsWithPhrase(trimmed, orderPhrases) ||
    endsWithPhrase(trimEnd(lead, articles), orderPhrases) ||
    (last === 'by' && /order|sort|rank|arrange/.test(trimmed.at(-2) ?? '')) ||
    ordersLoosely(lead);
  if (!isOrdering) return null;
  const fn = aggregateWords.get(lead.find((word) => aggregateWords.has(word)) ?? '');
  const counted = containsPhrase(lead, ['number', 'of']) >= 0 || lead.includes('count');
  return {
    kind: 'order',
    direction: orderDirection(allWords),
    fn: counted ? 'count' : (fn ?? null),
  };
};
