import type { Token } from './tokenize';

const articles = new Set(['a', 'an', 'the']);
/** Small words a title runs on through: "Balls to the Wall", "Fast As a Shark". */
const linkingWords = new Set(['to', 'as', 'of', 'in', 'on', 'at', 'for', 'with', 'from', 'by']);

/**
 * The number of small words at `index` that join two capitalised runs into one title ("Phantom
 * of the Opera"): a preposition and an article, or "of" alone; 0 when none do. "Chennai to
 * Guruvayur" has no article, so it stays two names.
 */
export function titleBridgeAt(
  tokens: Token[],
  index: number,
  continuesRun: (i: number) => boolean,
): number {
  const first = tokens[index];
  const second = tokens[index + 1];
  if (first?.kind !== 'word' || !linkingWords.has(first.lower)) return 0;
  if (second?.kind === 'word' && articles.has(second.lower) && continuesRun(index + 2)) return 2;
  return first.lower === 'of' && continuesRun(index + 1) ? 1 : 0;
}
