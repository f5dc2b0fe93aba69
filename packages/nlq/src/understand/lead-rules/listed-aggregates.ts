import type { AggregateFunction } from '@tabletalk/contracts';
import { aggregateWords } from '../cues';

/** "average, minimum and maximum": every aggregate of a list ending right before the span. */
export function listedAggregates(words: string[]): AggregateFunction[] {
  const listed: AggregateFunction[] = [];
  for (let i = words.length - 1; i >= 0; i--) {
    const word = words[i] ?? '';
    const fn = aggregateWords.get(word);
    if (fn) listed.unshift(fn);
    else if (word !== 'and' && word !== 'the' && word !== 'or') break;
  }
  return listed;
}
