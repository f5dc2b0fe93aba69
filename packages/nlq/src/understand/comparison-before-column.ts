import type { ComparisonOperator } from '@tabletalk/contracts';
import { mentionAt, type ReadContext } from './context';
import { comparisonEndingAt } from './cues';
import { stopWords } from './stop-words';

const determiners = new Set(['the', 'a', 'an']);

/** Where the noun ending at `end` starts: a column's name, or one unlinked noun. */
function nounStart(context: ReadContext, end: number): number | undefined {
  const column = context.mentions.find(
    (m) => m.end === end && m.entries[0]?.target.kind === 'column',
  );
  if (column) return column.start;
  const word = context.tokens[end - 1];
  const isNoun = word?.kind === 'word' && !stopWords.has(word.lower);
  return isNoun && !mentionAt(context, end - 1) ? end - 1 : undefined;
}

/**
 * "produced before the year of 2000", "made after the year 1989", "at least a salary of
 * 100000": the comparison said before the noun the number is a value of. Returns the
 * comparison, or undefined when no noun (with "of") stands right before the number or no
 * comparison stands before the noun and its article.
 */
export function comparisonBeforeColumn(
  context: ReadContext,
  index: number,
): { op: ComparisonOperator; start: number } | undefined {
  const words = context.tokens.map((token) => token.lower);
  const end = words[index - 1] === 'of' ? index - 1 : index;
  const start = nounStart(context, end);
  if (start === undefined) return undefined;
  const article = determiners.has(words[start - 1] ?? '') ? start - 1 : start;
  return comparisonEndingAt(words, article);
}
