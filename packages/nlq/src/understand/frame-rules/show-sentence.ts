import { showVerbs } from '../cues';
import { markBetween, type Token } from '../tokenize';

/** Words opening a sentence that says what to show ("… ? Give me the room names."). */
const showOpeners = new Set([...showVerbs, 'report', 'display', 'print', 'just', 'only', 'please']);

/** Where a last sentence saying what to show begins: a capitalised opener after a mark, or -1. */
export function showSentenceStart(tokens: Token[]): number {
  for (let index = tokens.length - 1; index > 0; index--) {
    const token = tokens[index];
    const previous = tokens[index - 1];
    const capital = /^\p{Lu}/u.test(token?.text ?? '');
    if (
      token &&
      capital &&
      showOpeners.has(token.lower) &&
      previous &&
      markBetween(previous, token)
    )
      return index;
  }
  return -1;
}
