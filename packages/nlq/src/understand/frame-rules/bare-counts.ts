import { mentionAt, type ReadContext } from '../context';
import { countedNounStart, isUnnamedPlural } from '../counted-nouns';
import { superlativeWords } from '../cues';
import type { FrameRule } from './frame-builder';

/** A count naming no noun: "how many are there", "how many of them", "and the count", "number of them". */
const bareCount =
  /\bhow many (are|is|were|was|of them|do|does|did|have|has|there)\b|\b(the|its|their) count$|\b(number|count) of them\b/;

/** Whether a count with no noun after it is said. */
function hasBareCount(context: ReadContext, words: string[]): boolean {
  const match = bareCount.exec(words.join(' '));
  if (!match) return false;
  // The word after the cue: a span there is what is counted, read by the count cue already.
  const after = match.index + match[0].length;
  const at = words.join(' ').slice(0, after).split(' ').length;
  return !mentionAt(context, at);
}

/** Words a count opener may be separated from its noun by ("the number of the available"). */
const countArticles = new Set(['the', 'all', 'available', 'total']);

/**
 * "the number of books for each publisher" when no table is called books: a count opener
 * ("number of", "how many", "count of") before a plural noun that names nothing of the model.
 */
function countsUnnamedNoun(context: ReadContext, words: string[]): boolean {
  return words.some((word, index) => {
    const opens =
      (word === 'number' || word === 'count' || word === 'how') &&
      words[index + 1] === (word === 'how' ? 'many' : 'of');
    // "the most number of books" ranks by the count instead of showing it.
    if (!opens || superlativeWords.has(words[index - 1] ?? '')) return false;
    let at = index + 2;
    while (countArticles.has(words[at] ?? '')) at++;
    return isUnnamedPlural(context, countedNounStart(context, at));
  });
}

/**
 * "What are the types of games and how many are in each type?", "Show the categories and the
 * count", "Show all publishers and the number of books for each publisher" (no table named books):
 * a count with no noun of the model after it counts the rows of the focus, beside what is shown.
 */
export const bareCounts: FrameRule = ({ context, frame }) => {
  if (frame.selects.some((s) => s.kind === 'aggregate' && s.fn === 'count')) return;
  const words = context.tokens.map((t) => t.lower);
  if (!hasBareCount(context, words) && !countsUnnamedNoun(context, words)) return;
  frame.selects.push({ kind: 'aggregate', fn: 'count', ref: null });
};
