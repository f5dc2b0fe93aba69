import { describe, expect, it } from 'vitest';
import { shopModel } from '../../test-support/shop-model';
import { understoodQuery } from '../../test-support/structured-query';

const shop = shopModel();

const now = new Date('2026-11-27T12:00:00Z');
const grouped = (question: string) =>
  understoodQuery(shop, question, now).groupBy.map((g) => `${g.table}.${g.column}`);

describe('completeGroupBy', () => {
  it('groups a total by a category of a joined table by its values alone', () => {
    expect(grouped('Total quantity sold by category')).toEqual(['products.category']);
  });

  it('still groups by the key beside the column naming the rows', () => {
    expect(grouped('Show the names of customers and their total revenue')).toEqual([
      'customers.customer_id',
      'customers.name',
    ]);
  });
});
