import { describe, expect, it } from 'vitest';
import { shopModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const model = shopModel();

const now = new Date('2026-01-01T00:00:00Z');
const where = (question: string) => understoodQuery(model, question, now).where;

describe('periods joined by "or"', () => {
  it('keeps rows in either period', () => {
    expect(where('List the orders placed before 2019-09-03 or after 2023-12-25.')).toMatchObject([
      {
        kind: 'or',
        conditions: [
          { kind: 'compare', op: 'lt', left: { column: 'order_date' } },
          { kind: 'compare', op: 'gte', left: { column: 'order_date' } },
        ],
      },
    ]);
  });

  it('keeps rows in both bounds joined by "and"', () => {
    expect(where('List the orders placed after 2019-09-03 and before 2023-12-25.')).toMatchObject([
      { kind: 'compare', op: 'gte' },
      { kind: 'compare', op: 'lt' },
    ]);
  });
});
