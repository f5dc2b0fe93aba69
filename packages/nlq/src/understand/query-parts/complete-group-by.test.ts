import type { StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { shopModel } from '../../test-support/shop-model';
import { understand } from '../understand';

const shop = shopModel();

function grouped(question: string): string[] {
  const answer = understand({ model: shop, question });
  if (answer.status === 'declined') throw new Error(answer.message);
  const query: StructuredQuery = answer.query;
  return query.groupBy.map((g) => `${g.table}.${g.column}`);
}

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
