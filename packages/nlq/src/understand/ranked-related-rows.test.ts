import { describe, expect, it } from 'vitest';
import { keyed, refers, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** Hotels and their guests' reviews, each review holding one number: its score. */
const model = testModel({
  tables: [
    keyed('hotels', 'hotel_id', [['hotel_name', 'text', 'dimension']]),
    keyed('reviews', 'id', [
      ['hotel_id', 'integer', 'identifier'],
      ['stars', 'integer', 'measure'],
      ['comment', 'text', 'dimension'],
    ]),
  ],
  relationships: [refers('reviews', 'hotel_id', 'hotels')],
});
const now = new Date('2026-11-27T12:00:00Z');

describe('understand: a superlative that does not count, said of another table', () => {
  it('ranks by the table\'s one number column ("the top 3 highest reviews")', () => {
    const query = understoodQuery(
      model,
      'What are the names of the hotels with the top 3 highest reviews?',
      now,
    );
    expect(query.orderBy).toMatchObject([
      { expr: { kind: 'column', column: 'stars' }, direction: 'desc' },
    ]);
    expect(query.limit).toBe(3);
  });

  it('ranks by its average when one is said ("the highest average review")', () => {
    const query = understoodQuery(model, 'Which hotel has the highest average review?', now);
    expect(query.orderBy).toMatchObject([
      { expr: { kind: 'aggregate', fn: 'avg', arg: { column: 'stars' } }, direction: 'desc' },
    ]);
  });

  it('still counts the rows for "the most reviews"', () => {
    const query = understoodQuery(model, 'Which hotel has the most reviews?', now);
    expect(query.orderBy).toMatchObject([{ expr: { kind: 'aggregate', fn: 'count' } }]);
  });
});
