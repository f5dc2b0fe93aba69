import { singularize } from '../text';
import { adjectiveMeasures, aggregateWords, modeWords, superlativeWords } from './cues';
import type { Lexicon } from './lexicon';
import { stem } from './stem';
import { commandWords, grammarWords, stopWords } from './stop-words';
import type { Token } from './tokenize';
import { editDistance, typoAllowance } from './typos';

/** The engine's own words of four letters or more: what a misspelt cue is checked against. */
const cueWords: string[] = [
  ...new Set([
    ...stopWords,
    ...grammarWords,
    ...commandWords,
    ...aggregateWords.keys(),
    ...superlativeWords.keys(),
    ...modeWords,
    ...adjectiveMeasures.flatMap((m) => m.words.filter((w) => !w.includes(' '))),
  ]),
].filter((word) => word.length >= 4);
/** Common words that are no typo of a cue, though near one ("along" is not "long"). */
const plainWords = ['along', 'among', 'across', 'through', 'within', 'into', 'onto', 'upon'];
const cueSet = new Set([...cueWords, ...plainWords]);

/** Cue words by first letter: typos rarely touch a word's first letter ("teach" is not "each"). */
const cuesByInitial = new Map<string, string[]>();
for (const cue of cueWords)
  cuesByInitial.set(cue[0] ?? '', [...(cuesByInitial.get(cue[0] ?? '') ?? []), cue]);

/** The nearest cue word within `allowance` edits, when exactly one is nearest. */
function nearestCue(word: string, allowance: number): { word: string; distance: number } | null {
  let best: { word: string; distance: number } | null = null;
  let tied = false;
  for (const cue of cuesByInitial.get(word[0] ?? '') ?? []) {
    if (Math.abs(cue.length - word.length) > allowance) continue;
    const distance = editDistance(word, cue, allowance);
    if (distance > allowance) continue;
    if (best && distance === best.distance) tied = true;
    else if (!best || distance < best.distance) [best, tied] = [{ word: cue, distance }, false];
  }
  return tied ? null : best;
}

/** Whether the model has a one-word name as near as `distance` (the typo may be of that). */
function modelWordWithin(lexicon: Lexicon, token: Token, distance: number): boolean {
  const candidates = lexicon.wordsByInitial.get(token.lemma[0] ?? '') ?? [];
  return candidates.some((key) => editDistance(token.lemma, key, distance) <= distance);
}

/**
 * Tokens with misspelt question words read as meant ("most commmon", "alphaetical order"): a word
 * of six letters or more that is neither the model's nor the engine's, one or two edits (by
 * length) from exactly one engine word with the same first letter and from no model name at
 * least as near, takes that word's forms.
 */
export function repairCueTypos(tokens: Token[], lexicon: Lexicon): Token[] {
  return tokens.map((token) => {
    // Short words are too often other real words one letter off ("small", "shall").
    const allowance = token.lower.length >= 6 ? typoAllowance(token.lower) : 0;
    if (
      allowance === 0 ||
      token.kind !== 'word' ||
      token.isCapitalized ||
      /[^a-z]/.test(token.lower) ||
      cueSet.has(token.lower) ||
      cueSet.has(token.lemma) ||
      lexicon.phrases.has(token.lemma) ||
      lexicon.stems.has(token.stem)
    )
      return token;
    const cue = nearestCue(token.lower, allowance);
    if (!cue || modelWordWithin(lexicon, token, cue.distance)) return token;
    const lemma = singularize(cue.word);
    return { ...token, lower: cue.word, lemma, stem: stem(lemma) };
  });
}
