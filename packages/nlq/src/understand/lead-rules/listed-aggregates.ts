import type { AggregateFunction } from '@tabletalk/contracts';
import { aggregateWords, superlativeWords } from '../cues';

/**
 * "average, minimum and maximum": every aggregate of a list ending right before the span, or
 * before the noun the list qualifies ("maximum and minimum number of cows").
 */
export function listedAggregates(words: string[]): AggregateFunction[] {
  const listed: AggregateFunction[] = [];
  const last = words.findLastIndex((word) => aggregateWords.has(word));
  for (let i = last; i >= 0; i--) {
    const word = words[i] ?? '';
    const fn = aggregateWords.get(word);
    if (fn) listed.unshift(fn);
    else if (word !== 'and' && word !== 'the' && word !== 'or') break;
  }
  return listed;
}

/**
 * "the average and oldest age", "the youngest and oldest age": a measure's own superlative ending
 * a list of aggregates asks for the measure's maximum (or minimum), like the aggregates listed
 * with it. Empty unless a list joined by "and" or "or" ("the oldest average age" ranks).
 */
export function listedWithSuperlative(words: string[]): AggregateFunction[] {
  const listed: AggregateFunction[] = [];
  let joined = false;
  for (let i = words.length - 1; i >= 0; i--) {
    const word = words[i] ?? '';
    const direction = word.endsWith('est') ? superlativeWords.get(word) : undefined;
    const fn = aggregateWords.get(word) ?? (direction === 'asc' ? 'min' : direction && 'max');
    if (fn) listed.unshift(fn);
    else if (word === 'and' || word === 'or') joined = true;
    else if (word !== 'the') break;
  }
  return joined && listed.length >= 2 ? listed : [];
}
