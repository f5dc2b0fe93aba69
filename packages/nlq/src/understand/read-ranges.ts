import { mentionAt, type ReadContext } from './context';
import type { Mention } from './link';
import type { LooseComparison } from './read-numbers';
import { stopWords } from './stop-words';

/** What "between X and Y" compares: a named column, or loose comparisons for a frame rule. */
export type RangeReading =
  | { kind: 'column'; mention: Mention; low: number; high: number }
  | { kind: 'loose'; comparisons: LooseComparison[] };

/** Words that may stand between a column and its range: "salary is between", "age of between". */
const linkingWords = new Set(['is', 'are', 'was', 'were', 'be', 'of', 'the', 'a', 'an']);

/**
 * Whether a span's best column holds numbers or dates, so a range can compare it. Unlike
 * `namesNumberColumn`, a table read first does not hide the column ("rank" → ranking), and
 * dates count.
 */
function namesNumericColumn(mention: Mention | undefined): mention is Mention {
  if (!mention || mention.isLiteral) return false;
  const best = mention.entries.find((entry) => entry.target.kind !== 'table')?.target;
  return best?.kind === 'column' && best.column.type !== 'text' && best.column.type !== 'boolean';
}

/**
 * Whether the number at `index` opens a range of two numbers: "between 10 and 20", or a range
 * named as such ("in the range of 8000 and 12000", "within the range 7000 to 12000").
 */
export function opensRange(words: string[], index: number): boolean {
  const link = words[index + 1];
  if (words[index - 1] === 'between') return link === 'and';
  const named =
    words[index - 1] === 'range' ||
    (words[index - 2] === 'range' && /^(of|from)$/.test(words[index - 1] ?? ''));
  return named && (link === 'and' || link === 'to');
}

/** A whole number a question may mean as a year (1000–2999). */
export const isYearLike = (value: number) =>
  Number.isInteger(value) && value >= 1000 && value <= 2999;

/**
 * Reads "between X and Y" with X at token `index`: the range compares the numeric column named
 * just before it ("salary is between 10 and 20") or just after it ("between 3 and 5 stars").
 * Else two years compare the time column the verb before names ("opened between 1935 and
 * 1939"), and a unit word after the range names a column loosely ("between 100 and 300 hours").
 * A range never compares a text column; with no column to take it, it is left unread.
 */
export function readRange(
  context: ReadContext,
  index: number,
  low: number,
  high: number,
): RangeReading | null {
  const words = context.tokens.map((token) => token.lower);
  const betweenAt = index - 1;
  const before = context.mentions.filter((m) => m.end <= betweenAt).at(-1);
  const gap = before ? words.slice(before.end, betweenAt) : [];
  const after = mentionAt(context, index + 3);
  const adjacentBefore = gap.every((word) => linkingWords.has(word));
  if (namesNumericColumn(before) && adjacentBefore)
    return { kind: 'column', mention: before, low, high };
  if (namesNumericColumn(after) && after.start === index + 3)
    return { kind: 'column', mention: after, low, high };
  const unit = context.tokens[index + 3];
  const loose = (nouns: string[], isYear: boolean, verb?: string): RangeReading => ({
    kind: 'loose',
    comparisons: [
      { nouns, op: 'gte', value: low, isYear, at: index, ...(verb ? { verb } : {}) },
      { nouns, op: 'lte', value: high, isYear, at: index + 2, ...(verb ? { verb } : {}) },
    ],
  });
  if (isYearLike(low) && isYearLike(high)) return loose(['year'], true, words[betweenAt - 1]);
  if (unit?.kind === 'word' && !after && !stopWords.has(unit.lower))
    return loose([unit.lemma], false);
  if (namesNumericColumn(before)) return { kind: 'column', mention: before, low, high };
  return null;
}
