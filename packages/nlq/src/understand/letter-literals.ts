import type { Mention } from './link';
import type { Token } from './tokenize';

const letterWords = new Set(['letter', 'letters', 'character', 'char']);

/**
 * "names with the letter a", "ending with the letter m": a single character after "letter" is
 * a literal value to match, even in lower case, where capitalised names alone are literals; so
 * is the word after "the word" ("titles with the word love").
 */
export function letterLiterals(tokens: Token[], taken: Mention[]): Mention[] {
  return tokens.flatMap((token, index) => {
    const afterLetter = letterWords.has(tokens[index - 1]?.lower ?? '');
    const afterWord = tokens[index - 1]?.lower === 'word' && tokens[index - 2]?.lower === 'the';
    const isCovered = taken.some((m) => index >= m.start && index < m.end);
    const isLetter = afterLetter && token.text.length === 1;
    if (!(isLetter || afterWord) || token.kind !== 'word' || isCovered) return [];
    return [
      {
        start: index,
        end: index + 1,
        entries: [],
        quality: 0,
        text: token.text,
        isLiteral: true,
      },
    ];
  });
}
