import type { Token } from './tokenize';

/** `token` read as another plain word. */
const asWord = (token: Token, word: string): Token => ({
  ...token,
  text: word,
  lower: word,
  lemma: word,
  stem: word,
  kind: 'word',
  isCapitalized: false,
});

/**
 * "artists who have not only had volumes over 2 weeks but also volumes under 2 weeks", "members
 * who not only play but also coach": "not only … but also" adds rather than denies, so it is read
 * as "both … and".
 */
export function repairNotOnly(tokens: Token[]): Token[] {
  const at = tokens.findIndex((t, i) => t.lower === 'not' && tokens[i + 1]?.lower === 'only');
  if (at < 0) return tokens;
  const but = tokens.findIndex(
    (t, i) => i > at + 1 && t.lower === 'but' && tokens[i + 1]?.lower === 'also',
  );
  if (but < 0) return tokens;
  const first = tokens[at];
  const second = tokens[but];
  if (!first || !second) return tokens;
  return [
    ...tokens.slice(0, at),
    asWord(first, 'both'),
    ...tokens.slice(at + 2, but),
    asWord(second, 'and'),
    ...tokens.slice(but + 2),
  ];
}
