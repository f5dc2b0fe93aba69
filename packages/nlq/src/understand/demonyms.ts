import type { Lexicon, LexiconEntry } from './lexicon';
import type { Mention } from './link';
import type { Token } from './tokenize';

const endings = ['ian', 'ean', 'ese', 'ish', 'an', 'n', 'i', ''];

/** The one dictionary value a word of origin names ("African" → Africa, "Italian" → Italy). */
function valueOfOrigin(lexicon: Lexicon, word: string): LexiconEntry[] | undefined {
  const stems = endings
    .filter((ending) => word.endsWith(ending) && word.length - ending.length >= 4)
    .map((ending) => word.slice(0, word.length - ending.length))
    .sort((a, b) => b.length - a.length);
  // The longest stem that matches decides: "German" is Germany before any shorter reading.
  const found = new Map<string, string[]>();
  for (const value of lexicon.values.keys()) {
    if (value === word || /\s/.test(value)) continue;
    for (const stem of stems)
      if (value.startsWith(stem) && value.length - stem.length <= 2)
        found.set(stem, [...(found.get(stem) ?? []), value]);
  }
  for (const stem of stems) {
    const values = found.get(stem);
    if (values) return values.length === 1 ? lexicon.values.get(values[0] as string) : undefined;
  }
  return undefined;
}

/**
 * Capitalised words of origin that name no value as written but whose country or region is one
 * ("African countries" → Africa, "European" → Europe, "Chinese" → China), read as that value.
 */
export function originMentions(tokens: Token[], lexicon: Lexicon, taken: Mention[]): Mention[] {
  return tokens.flatMap((token, index) => {
    const covered = taken.some((m) => index >= m.start && index < m.end);
    if (covered || token.kind !== 'word' || !token.isCapitalized || token.lower.length < 5)
      return [];
    const entries = valueOfOrigin(lexicon, token.lower);
    if (!entries) return [];
    const weaker = entries.map((entry) => ({ ...entry, quality: entry.quality * 0.8 }));
    return [
      {
        start: index,
        end: index + 1,
        entries: weaker,
        quality: weaker[0]?.quality ?? 0,
        text: token.text,
        isLiteral: false,
      },
    ];
  });
}
