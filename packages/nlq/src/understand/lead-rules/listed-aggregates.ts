import type { AggregateFunction } from '@tabletalk/contracts';
import { aggregateWords } from '../cues';

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
