import { describe, expect, it } from 'vitest';
import { recallPrevious } from './question-recall';
import { recallHistory } from './recent-questions';

describe('recallHistory', () => {
  const room = ['total revenue by region', 'only 2024'];
  const recent = ['only 2024', 'units by month', 'total revenue by region', 'top 5 products'];

  it('puts the recent questions the room lacks before the room, oldest first', () => {
    expect(recallHistory(room, recent)).toEqual([
      'top 5 products',
      'units by month',
      'total revenue by region',
      'only 2024',
    ]);
  });

  it('walks the room first, then further back into the recent questions', () => {
    const history = recallHistory(room, recent);
    const texts: string[] = [];
    let cursor: number | null = null;
    for (let step = 0; step < 5; step += 1) {
      const recall = recallPrevious(history, cursor);
      if (!recall) break;
      texts.push(recall.text);
      cursor = recall.cursor;
    }
    expect(texts).toEqual([
      'only 2024',
      'total revenue by region',
      'units by month',
      'top 5 products',
      'top 5 products',
    ]);
  });

  it('recalls the recent questions in a new room, and the room alone without them', () => {
    expect(recallHistory([], ['b', 'a'])).toEqual(['a', 'b']);
    expect(recallHistory(room, [])).toEqual(room);
    expect(recallHistory([], [])).toEqual([]);
  });

  it('drops blanks and repeats among the recent questions', () => {
    expect(recallHistory([], ['a', ' ', 'b', 'a'])).toEqual(['b', 'a']);
  });
});
