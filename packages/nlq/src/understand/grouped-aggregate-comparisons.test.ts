import { describe, expect, it } from 'vitest';
import { shopModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const model = shopModel();
const now = new Date('2026-11-27T12:00:00Z');

describe('understand: an aggregate of a column compared with a number', () => {
  it('keeps the groups whose aggregate compares ("cities whose average age is over 40")', () => {
    const query = understoodQuery(model, 'Find the cities whose average age is over 40.', now);
    expect(query.where).toEqual([]);
    expect(query.groupBy).toMatchObject([{ column: 'city' }]);
    expect(query.having).toMatchObject([
      { left: { kind: 'aggregate', fn: 'avg', arg: { column: 'age' } }, op: 'gt', value: 40 },
    ]);
  });

  it('sums related rows for each entity shown ("a total revenue of more than 500")', () => {
    const query = understoodQuery(
      model,
      'List the names of customers with a total revenue of more than 500.',
      now,
    );
    expect(query.joins.map((j) => j.table.name)).toEqual(['orders']);
    expect(query.having).toMatchObject([
      { left: { kind: 'aggregate', fn: 'sum', arg: { column: 'revenue' } }, op: 'gt' },
    ]);
  });

  it('still compares each row when no aggregate is said ("age over 40")', () => {
    const query = understoodQuery(model, 'Find the cities of customers with age over 40.', now);
    expect(query.having).toEqual([]);
    expect(query.where).toMatchObject([{ kind: 'compare', op: 'gt', value: 40 }]);
  });
});
