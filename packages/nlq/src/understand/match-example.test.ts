import { describe, expect, it } from 'vitest';
import { shopModel } from '../test-support/shop-model';
import type { Example } from '../types';
import { understand } from './understand';

const model = shopModel();

/** A liked answer whose query differs from what the rules would read, to see it reused. */
const liked: Example = {
  question: 'How are customers in France doing?',
  structuredQuery: {
    from: { name: 'customers', schema: null, as: 'customers' },
    joins: [
      {
        table: { name: 'orders', schema: null, as: 'orders' },
        type: 'inner',
        on: [
          {
            left: { kind: 'column', table: 'customers', column: 'customer_id' },
            right: { kind: 'column', table: 'orders', column: 'customer_id' },
          },
        ],
      },
    ],
    select: [
      {
        expr: {
          kind: 'aggregate',
          fn: 'sum',
          arg: { kind: 'column', table: 'orders', column: 'revenue' },
        },
        as: 'Revenue',
      },
    ],
    distinct: false,
    where: [
      {
        kind: 'compare',
        left: { kind: 'column', table: 'customers', column: 'country' },
        op: 'eq',
        value: 'France',
      },
    ],
    groupBy: [],
    having: [],
    orderBy: [],
    limit: null,
  },
};

describe('liked examples', () => {
  it('reuses a liked query for a question worded alike, with the new value', () => {
    const answer = understand({
      model,
      question: 'How are customers in Japan doing?',
      examples: [liked],
    });
    expect(answer.status).toBe('understood');
    if (answer.status === 'declined') return;
    expect(answer.query.select).toEqual(liked.structuredQuery.select);
    expect(answer.query.where[0]).toMatchObject({ value: 'Japan' });
    expect(answer.example).toBe(liked);
  });

  it('ignores examples worded differently', () => {
    const answer = understand({
      model,
      question: 'How many customers are in Japan?',
      examples: [liked],
    });
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.select[0]?.expr).toMatchObject({ kind: 'aggregate', fn: 'count' });
    expect(answer.example).toBeUndefined();
  });
});
