import { describe, expect, it } from 'vitest';
import { shopModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const model = shopModel();
const now = new Date('2026-11-27T12:00:00Z');
const ask = (question: string) => understoodQuery(model, question, now);

const existsOrders = { kind: 'exists', negate: false, from: { name: 'orders' } };

describe('a verb between the rows asked about and another table', () => {
  it('counts only the customers with orders for "customers placed orders"', () => {
    const query = ask('How many customers placed orders?');
    expect(query.from.name).toBe('customers');
    expect(query.where).toMatchObject([existsOrders]);
  });

  it('reads "are involved in" the same way', () => {
    expect(ask('How many different customers are involved in orders?').where).toMatchObject([
      existsOrders,
    ]);
  });

  it('groups instead for "in each"', () => {
    const query = ask('How many customers placed orders in each product?');
    expect(query.where).toEqual([]);
  });
});
