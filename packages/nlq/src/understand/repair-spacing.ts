import { singularize } from '../text';
import type { Lexicon } from './lexicon';
import { stopWords } from './stop-words';
import type { Token } from './tokenize';

interface Edit {
  from: number;
  to: number;
  text: string;
}

/** Whether the model names something with this one word of four letters or more ("cars"). */
function namesModel(lexicon: Lexicon, word: string): boolean {
  return word.length >= 4 && lexicon.phrases.has(singularize(word));
}

/** A model word and a function word, in either order: the only split trusted. */
function isRepair(lexicon: Lexicon, first: string, second: string): boolean {
  return (
    (namesModel(lexicon, first) && stopWords.has(second) && second.length >= 2) ||
    (stopWords.has(first) && first.length >= 2 && namesModel(lexicon, second))
  );
}

function isUnknown(lexicon: Lexicon, token: Token | undefined): token is Token {
  return (
    token !== undefined &&
    token.kind === 'word' &&
    !token.isCapitalized &&
    !stopWords.has(token.lower) &&
    !lexicon.phrases.has(token.lemma)
  );
}

/** "carswith" → "cars with": one unknown word that is a model word run into a function word. */
function splitWord(lexicon: Lexicon, token: Token): Edit | null {
  const word = token.lower;
  if (word.length < 5 || /[^a-z]/.test(word)) return null;
  for (let cut = 2; cut <= word.length - 2; cut++) {
    const [first, second] = [word.slice(0, cut), word.slice(cut)];
    if (isRepair(lexicon, first, second)) {
      const text = `${token.text.slice(0, cut)} ${token.text.slice(cut)}`;
      return { from: token.offset, to: token.offset + word.length, text };
    }
  }
  return null;
}

/** "carsw ith" → "cars with": two unknown words whose space slipped by one letter. */
function shiftSpace(lexicon: Lexicon, a: Token, b: Token): Edit | null {
  const [left, right] = [a.lower, b.lower];
  if (/[^a-z]/.test(left + right)) return null;
  const joined = a.text + b.text;
  // The space one letter earlier, or one letter later.
  const cut = [left.length - 1, left.length + 1].find((at) =>
    isRepair(lexicon, (left + right).slice(0, at), (left + right).slice(at)),
  );
  if (cut === undefined) return null;
  const text = `${joined.slice(0, cut)} ${joined.slice(cut)}`;
  return { from: a.offset, to: b.offset + right.length, text };
}

/**
 * The question with slipped or missing spaces around a function word put back ("number of
 * carsw ith 6 cylinders", "carswith"), when a word matches neither the model nor the language
 * as written but does once the space moves. Returns the question unchanged otherwise.
 */
export function repairSpacing(question: string, tokens: Token[], lexicon: Lexicon): string {
  const edits: Edit[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    if (!isUnknown(lexicon, token)) continue;
    const next = tokens[index + 1];
    const adjacent =
      isUnknown(lexicon, next) &&
      question.slice(token.offset + token.text.length, next.offset) === ' ';
    const edit = (adjacent ? shiftSpace(lexicon, token, next) : null) ?? splitWord(lexicon, token);
    if (!edit) continue;
    edits.push(edit);
    if (edit.to > token.offset + token.text.length) index++;
  }
  let repaired = question;
  for (const edit of edits.reverse())
    repaired = repaired.slice(0, edit.from) + edit.text + repaired.slice(edit.to);
  return repaired;
}
