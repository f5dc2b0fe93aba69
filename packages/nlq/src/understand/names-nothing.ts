import type { ReadContext } from './context';
import { aggregateWords, superlativeWords } from './cues';
import { commandWords, grammarWords, stopWords } from './stop-words';

/** Verbs of questions about anything ("be", "happen"), which name no data of their own. */
const genericWords = new Set(['be', 'happen', 'happened', 'going', 'like', 'look', 'data', 'go']);

/**
 * Whether nothing in the question names the source's data: no table, column or value, no time
 * grain, and either no period either or words of another subject beside the period ("what will
 * the weather be tomorrow": a date alone does not make a question about these rows).
 */
export function namesNothing(context: ReadContext): boolean {
  if (context.mentions.length > 0 || context.grain) return false;
  if (context.dates.length === 0) return true;
  return context.tokens.some(
    (token, index) =>
      token.kind === 'word' &&
      !context.skipped.has(index) &&
      !stopWords.has(token.lower) &&
      !commandWords.has(token.lower) &&
      !grammarWords.has(token.lower) &&
      !aggregateWords.has(token.lower) &&
      !superlativeWords.has(token.lower) &&
      !genericWords.has(token.lower),
  );
}
