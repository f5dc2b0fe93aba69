import { mentionAt, type ReadContext } from './context';
import { stopWords } from './stop-words';

/** Words between a number and the things it counts ("2 corresponding documents"). */
const countedAdjectives = new Set(['corresponding', 'distinct', 'different', 'separate', 'unique']);

/** Plural nouns that measure rather than count things ("30 years", "5 dollars"). */
const unitWords = new Set([
  'years',
  'months',
  'weeks',
  'days',
  'hours',
  'minutes',
  'seconds',
  'dollars',
  'euros',
  'pounds',
  'points',
  'percent',
  'miles',
  'meters',
  'metres',
  'kilometers',
  'feet',
  'inches',
  'kilograms',
  'grams',
  'tons',
  'liters',
  'litres',
  'thousands',
  'millions',
  'billions',
  'people',
  'persons',
  'times',
]);

/** Nouns that say which sort of thing follows ("kinds of clients"), not what is counted. */
const sortNouns = new Set(['kinds', 'types', 'sorts', 'categories']);

/** Where the noun counted after the number at `index` starts, past adjectives like "corresponding". */
export function countedNounStart(context: ReadContext, index: number): number {
  let at = index;
  while (countedAdjectives.has(context.tokens[at]?.lower ?? '')) at++;
  return at;
}

/**
 * "at least two books", "more than 3 corresponding complaints" when no name of the model is said
 * there: a plural noun naming nothing, neither a unit ("30 years", "2 people" a number holds) nor
 * a sort of thing ("kinds of"), counts rows.
 */
export function isUnnamedPlural(context: ReadContext, at: number): boolean {
  const token = context.tokens[at];
  if (token?.kind !== 'word' || mentionAt(context, at) || stopWords.has(token.lower)) return false;
  // "has", "does" lose an "s" as well: a plural ends in "s" after its singular.
  const isPlural = token.lower.endsWith('s') && token.lemma !== token.lower;
  return isPlural && !unitWords.has(token.lower) && !sortNouns.has(token.lower);
}
