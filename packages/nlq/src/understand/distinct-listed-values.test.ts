import { describe, expect, it } from 'vitest';
import { shopModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const model = shopModel();

const now = new Date('2026-11-27T12:00:00Z');
const ask = (question: string) => understoodQuery(model, question, now);

describe('an attribute listed without its table', () => {
  it('lists "all categories" once each', () => {
    const query = ask('Show all categories.');
    expect(query.select).toMatchObject([{ expr: { table: 'products', column: 'category' } }]);
    expect(query.distinct).toBe(true);
  });

  it('lists the cities asked for once each', () => {
    expect(ask('What are all the cities?').distinct).toBe(true);
  });

  it('keeps one row per product when the table is named', () => {
    expect(ask('Show the categories of all products.').distinct).toBe(false);
    expect(ask('Show the category of each product.').distinct).toBe(false);
  });

  it('keeps one row per row for the table’s own names', () => {
    expect(ask('Show all product names.').distinct).toBe(false);
  });
});
