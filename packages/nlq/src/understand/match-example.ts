import type { Condition, ScalarValue, StructuredQuery } from '@tabletalk/contracts';
import type { Example } from '../types';
import type { Lexicon } from './lexicon';
import { linkMentions } from './link';
import { stopWords } from './stop-words';
import { tokenize } from './tokenize';

/** A question's wording without its values, and the values in order. */
interface Shape {
  words: Set<string>;
  values: string[];
  numbers: number[];
}

function shapeOf(question: string, lexicon: Lexicon): Shape {
  const tokens = tokenize(question);
  const mentions = linkMentions(tokens, lexicon);
  const valueSpans = mentions.filter((m) => m.isLiteral || m.entries[0]?.target.kind === 'value');
  const inValue = (index: number) => valueSpans.some((m) => index >= m.start && index < m.end);
  const words = new Set(
    tokens.flatMap((t, i) =>
      t.kind === 'word' && !inValue(i) && !stopWords.has(t.lower) ? [t.lemma] : [],
    ),
  );
  const values = valueSpans.map((m) => {
    const target = m.entries[0]?.target;
    return target?.kind === 'value' ? target.value : m.text;
  });
  const numbers = tokens.flatMap((t, i) =>
    t.kind === 'number' && t.value !== undefined && !inValue(i) ? [t.value] : [],
  );
  return { words, values, numbers };
}

function similarity(a: Set<string>, b: Set<string>): number {
  const union = new Set([...a, ...b]);
  if (union.size === 0) return 0;
  return [...a].filter((word) => b.has(word)).length / union.size;
}

function swap(value: ScalarValue, from: ScalarValue[], to: ScalarValue[]): ScalarValue {
  const index = from.indexOf(value);
  return index >= 0 ? (to[index] ?? value) : value;
}

function substitute(condition: Condition, from: ScalarValue[], to: ScalarValue[]): Condition {
  switch (condition.kind) {
    case 'compare':
      return { ...condition, value: swap(condition.value, from, to) };
    case 'in':
      return { ...condition, values: condition.values.map((v) => swap(v, from, to)) };
    case 'between':
      return {
        ...condition,
        low: swap(condition.low, from, to),
        high: swap(condition.high, from, to),
      };
    case 'text':
      return { ...condition, value: String(swap(condition.value, from, to)) };
    case 'exists':
      return { ...condition, where: condition.where.map((c) => substitute(c, from, to)) };
    case 'and':
    case 'or':
      return { ...condition, conditions: condition.conditions.map((c) => substitute(c, from, to)) };
    default:
      return condition;
  }
}

/**
 * The liked example a question is worded like (the same words apart from its values, at least
 * 80% alike, with as many values and numbers), with the new values put in its query. Examples are
 * matched before the rules run, so a reading the user liked is reused. Null when none is close.
 */
export function matchExample(
  question: string,
  examples: Example[],
  lexicon: Lexicon,
): { query: StructuredQuery; example: Example } | null {
  const shape = shapeOf(question, lexicon);
  let best: { example: Example; shape: Shape; score: number } | null = null;
  for (const example of examples) {
    const other = shapeOf(example.question, lexicon);
    const score = similarity(shape.words, other.words);
    const fits =
      other.values.length === shape.values.length && other.numbers.length === shape.numbers.length;
    if (fits && score >= 0.8 && (!best || score > best.score))
      best = { example, shape: other, score };
  }
  if (!best) return null;
  const from: ScalarValue[] = [...best.shape.values, ...best.shape.numbers];
  const to: ScalarValue[] = [...shape.values, ...shape.numbers];
  const query = best.example.structuredQuery;
  const limitIndex = query.limit === null ? -1 : from.indexOf(query.limit);
  const limit =
    limitIndex >= 0 && typeof to[limitIndex] === 'number'
      ? (to[limitIndex] as number)
      : query.limit;
  return {
    example: best.example,
    query: {
      ...query,
      where: query.where.map((c) => substitute(c, from, to)),
      having: query.having.map((c) => substitute(c, from, to)),
      limit,
    },
  };
}
