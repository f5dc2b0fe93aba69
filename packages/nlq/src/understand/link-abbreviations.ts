import type { Lexicon } from './lexicon';
import type { Mention } from './link';
import { grammarWords, stopWords } from './stop-words';
import type { Token } from './tokenize';

const isCovered = (mentions: Mention[], index: number) =>
  mentions.some((m) => index >= m.start && index < m.end);

/**
 * Words left over that a one-word name abbreviates ("prerequisites" for a table called prereq):
 * the name is a start of at least four letters, and at least three letters are cut off, so
 * inflections ("named", "countries") are not taken for abbreviations.
 */
export function abbreviationMentions(
  tokens: Token[],
  lexicon: Lexicon,
  taken: Mention[],
): Mention[] {
  return tokens.flatMap((token, index) => {
    if (token.kind !== 'word' || isCovered(taken, index) || token.lemma.length < 7) return [];
    if (stopWords.has(token.lower) || grammarWords.has(token.lower) || token.isCapitalized)
      return [];
    const key = (lexicon.wordsByInitial.get(token.lemma[0] ?? '') ?? []).find(
      (word) =>
        word.length >= 4 && token.lemma.length - word.length >= 3 && token.lemma.startsWith(word),
    );
    const found = key ? lexicon.phrases.get(key) : undefined;
    if (!found) return [];
    const entries = found
      .filter((entry) => entry.target.kind !== 'value')
      .map((entry) => ({ ...entry, quality: entry.quality * 0.7 }))
      .sort((a, b) => b.quality - a.quality);
    if (entries.length === 0) return [];
    const quality = entries[0]?.quality ?? 0;
    return [{ start: index, end: index + 1, entries, quality, text: token.text, isLiteral: false }];
  });
}
