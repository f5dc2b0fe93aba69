import type { Token } from './tokenize';

/**
 * Verbs that name a column's quantity only as verbs: rooms that "cost" more than 160 are rooms
 * whose price is above 160, but a "total cost" or "the cost of goods" is a cost, which a price
 * is not (what a business pays against what it charges); employees who "earn" less than 6000
 * are those whose salary is below it. Keyed by the verb's forms (lemma and regular past), the
 * column word it stands for.
 */
export const verbColumnWords = new Map([
  ['cost', 'price'],
  ['earn', 'salary'],
  ['earned', 'salary'],
  ['weigh', 'weight'],
  ['weighed', 'weight'],
]);

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

/** Words after which a past participle reads as a verb with its object: "reported by", "mailed to". */
const afterParticiple = new Set([
  'by',
  'before',
  'after',
  'to',
  'from',
  'on',
  'at',
  'in',
  'during',
  'since',
  'between',
]);

/**
 * "problems reported before 1978", "the year they are nominated in": a lower-case word ending
 * in -ed right before a preposition is a verb saying what happened to the rows, not a status
 * value ('Reported', 'Nominated') of some table's column. ("Lessons that were cancelled?" at the
 * end still reads as the status.)
 */
export function isParticipleVerb(tokens: Token[], index: number): boolean {
  const token = tokens[index];
  if (token?.kind !== 'word' || token.isCapitalized) return false;
  if (token.lower.length < 6 || !/[^e]ed$/.test(token.lower)) return false;
  return afterParticiple.has(tokens[index + 1]?.lower ?? '');
}
