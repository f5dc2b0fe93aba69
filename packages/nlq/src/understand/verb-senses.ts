import type { Token } from './tokenize';

/**
 * Verbs that name a column's quantity only as verbs: rooms that "cost" more than 160 are rooms
 * whose price is above 160, but a "total cost" or "the cost of goods" is a cost, which a price
 * is not (what a business pays against what it charges). Keyed by the verb's lemma, the column
 * word it stands for.
 */
export const verbColumnWords = new Map([['cost', 'price']]);

/** Words before a noun (determiners, quantities, superlatives): "the cost", "total cost". */
const beforeNoun = new Set([
  'the',
  'a',
  'an',
  'its',
  'their',
  'our',
  'his',
  'her',
  'my',
  'your',
  'total',
  'average',
  'avg',
  'mean',
  'overall',
  'unit',
  'max',
  'min',
  'maximum',
  'minimum',
  'of',
  'by',
  'with',
  'and',
  'or',
  'what',
  'whose',
  'any',
  'no',
  'each',
]);

/**
 * Whether the word at `index` is used as a verb: not after a determiner, quantity word or
 * superlative ("the highest cost"), and not followed by "of" ("cost of shipping").
 */
export function isUsedAsVerb(tokens: Token[], index: number): boolean {
  const previous = tokens[index - 1]?.lower;
  if (previous === undefined) return false;
  if (beforeNoun.has(previous) || /est$/.test(previous)) return false;
  return tokens[index + 1]?.lower !== 'of';
}
