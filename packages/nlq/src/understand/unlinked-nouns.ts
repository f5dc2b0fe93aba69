import { mentionAt, type ReadContext } from './context';

/** Verbs and linking words between a column's name and its comparison ("score is higher"). */
const linkingWords = new Set([
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'of',
  'has',
  'have',
  'had',
]);

/** Words that end a noun phrase when read backwards from a comparison. */
const phraseBreaks = new Set(['who', 'whose', 'that', 'which', 'with', 'and', 'or', 'than', 'a']);

/**
 * The lemmas of the unlinked words right before token `start` ("total score" in "whose total
 * score is higher than 300"), nearest first, up to three; none when a linked span or a phrase
 * break comes first. Linking verbs just before `start` are skipped.
 */
export function unlinkedNounsBefore(context: ReadContext, start: number): string[] {
  const { tokens } = context;
  let at = start - 1;
  while (at >= 0 && linkingWords.has(tokens[at]?.lower ?? '')) at--;
  const nouns: string[] = [];
  for (; at >= 0 && nouns.length < 3; at--) {
    const token = tokens[at];
    if (!token || token.kind === 'number' || mentionAt(context, at)) break;
    if (phraseBreaks.has(token.lower) || token.lower === 'the') break;
    nouns.push(token.lemma);
  }
  return nouns;
}
