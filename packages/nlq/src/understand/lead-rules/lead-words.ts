import { adjectiveMeasures } from '../cues';

/** Superlatives that name their own measure ("youngest" → age); read apart from their noun. */
export const measureAdjectives = new Set(adjectiveMeasures.flatMap((m) => m.words));

/** Words that ask for each value once ("different countries"). */
export const distinctWords = new Set(['different', 'distinct', 'unique']);

/** Words that open a count ("number of", "how many"). */
export const countOpeners = [
  ['number', 'of'],
  ['numbers', 'of'],
  ['count', 'of'],
  ['how', 'many'],
  ['amount', 'of'],
  ['count'],
];

/** Words a cue may be followed by before its span ("the number of the different"). */
export const articles = new Set([
  'the',
  'a',
  'an',
  'all',
  'different',
  'distinct',
  'unique',
  'total',
]);

/** Filler words a cue may be separated from its span by ("average of the", "by each"). */
export const fillers = new Set([
  'the',
  'a',
  'an',
  'all',
  'of',
  'their',
  'its',
  'his',
  'her',
  'each',
  'every',
  'different',
  'distinct',
  'unique',
  'for',
]);

/** The longest of `phrases` that `words` end with, if any. */
export function endsWithPhrase(words: string[], phrases: string[][]): string[] | undefined {
  return phrases
    .filter((phrase) => phrase.every((word, i) => words[words.length - phrase.length + i] === word))
    .sort((a, b) => b.length - a.length)[0];
}

/** Where `phrase` first occurs in `words`, or -1. */
export function containsPhrase(words: string[], phrase: string[]): number {
  for (let i = 0; i + phrase.length <= words.length; i++) {
    if (phrase.every((word, offset) => words[i + offset] === word)) return i;
  }
  return -1;
}

/** The lead words of a span without trailing fillers, the part a cue must end. */
export function trimEnd(words: string[], trimmed: Set<string>): string[] {
  let end = words.length;
  while (end > 0 && trimmed.has(words[end - 1] ?? '')) end--;
  return words.slice(0, end);
}
