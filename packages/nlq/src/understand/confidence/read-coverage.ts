import type { ReadContext } from '../context';
import { aggregateWords, superlativeWords } from '../cues';
import { commandWords, grammarWords, stopWords } from '../stop-words';

/**
 * How much of the question a reading used: the share of its words (stop words aside) that are
 * not content left unread, 0–1, and how many content words were left unread.
 */
export function readCoverage(context: ReadContext): { coverage: number; unread: number } {
  const unread = context.tokens.filter((token, index) => {
    if (token.kind !== 'word') return false;
    if (stopWords.has(token.lower) || commandWords.has(token.lower)) return false;
    if (
      aggregateWords.has(token.lower) ||
      superlativeWords.has(token.lower) ||
      grammarWords.has(token.lower)
    )
      return false;
    if (context.skipped.has(index)) return false;
    return !context.mentions.some((m) => index >= m.start && index < m.end);
  }).length;
  const words = context.tokens.filter(
    (token) => token.kind === 'word' && !stopWords.has(token.lower),
  ).length;
  return { coverage: words === 0 ? 0 : 1 - unread / words, unread };
}
