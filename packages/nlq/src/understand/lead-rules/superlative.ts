import { aggregateWords, modeWords, superlativeWords } from '../cues';
import type { LeadRule } from './lead-reading';
import { containsPhrase, measureAdjectives } from './lead-words';
import { listedAggregates } from './listed-aggregates';

const relativeWords = new Set([
  'with',
  'has',
  'have',
  'had',
  'having',
  'whose',
  'that',
  'who',
  'which',
  'where',
  'of',
]);

/**
 * A superlative at most three words before the span: "the most common X" keeps the most frequent
 * value, "the most X" (of a table, or "number of") the row with the most related rows, "the
 * highest X" the maximum (or, in a relative clause, the row holding it).
 */
export const superlativeCue: LeadRule = ({ trimmed, isTable }) => {
  const superlative = [...trimmed]
    .reverse()
    .find(
      (word, i, reversed) =>
        superlativeWords.has(word) &&
        !measureAdjectives.has(word) &&
        !/^\d/.test(reversed[i - 1] ?? ''),
    );
  const superIndex = superlative ? trimmed.lastIndexOf(superlative) : -1;
  const namesMeasure = measureAdjectives.has(trimmed[superIndex + 1] ?? '');
  if (!superlative || superIndex < trimmed.length - 3 || namesMeasure) return null;
  const direction = superlativeWords.get(superlative) ?? 'desc';
  const between = trimmed.slice(superIndex + 1);
  if (between.some((word) => modeWords.has(word))) return { kind: 'mode', direction };
  const counted =
    isTable || containsPhrase(between, ['number', 'of']) >= 0 || between.includes('count');
  if (counted) return { kind: 'argmax', direction, count: true };
  // "the highest average salary", "the largest total amount": rows ranked by the aggregate
  // (not "the maximum and average seating" nor "the minimum, maximum, average price", lists).
  const ranked = aggregateWords.get(between[0] ?? '');
  const listed = aggregateWords.has(trimmed[superIndex - 1] ?? '');
  if ((ranked === 'avg' || ranked === 'sum') && !listed)
    return { kind: 'argmax', direction, count: false, fn: ranked };
  const beforeSuper = trimmed.slice(0, superIndex);
  const isRelative =
    beforeSuper.some((word) => relativeWords.has(word)) &&
    !/^(what|which)$/.test(beforeSuper.at(-1) ?? '');
  const fn = aggregateWords.get(superlative);
  const afterNumber = /^\d/.test(beforeSuper.at(-1) ?? '');
  if (!isRelative && !afterNumber && fn)
    return { kind: 'aggregate', fn, distinct: false, also: listedAggregates(trimmed) };
  return { kind: 'argmax', direction, count: false };
};
