import { describe, expect, it } from 'vitest';
import { keyed, refers, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const now = new Date('2026-11-27T12:00:00Z');

/** Reviews of hotels, each with one figure: its stars. */
const model = testModel({
  tables: [
    keyed('hotels', 'hotel_id', [['hotel_name', 'text', 'dimension']]),
    keyed('reviews', 'review_id', [
      ['hotel_id', 'integer', 'identifier'],
      ['stars', 'integer', 'measure'],
      ['review_date', 'date', 'time'],
    ]),
  ],
  relationships: [refers('reviews', 'hotel_id', 'hotels')],
});
const ask = (question: string) => understoodQuery(model, question, now);
const averageStars = {
  kind: 'aggregate',
  fn: 'avg',
  arg: { kind: 'column', table: 'reviews', column: 'stars' },
};

describe("an aggregate of a table's rows", () => {
  it("averages the table's one measure", () => {
    const query = ask('What is the average review of each hotel?');
    expect(query.select.map((item) => item.expr)).toContainEqual(averageStars);
  });

  it("ranks by the average of the table's one measure", () => {
    const query = ask('Which hotel has the highest average review?');
    expect(query.orderBy).toMatchObject([{ expr: averageStars, direction: 'desc' }]);
  });

  it('still counts the rows for the most of them', () => {
    const query = ask('Which hotel has the most reviews?');
    expect(query.orderBy).toMatchObject([{ expr: { kind: 'aggregate', fn: 'count' } }]);
  });
});
