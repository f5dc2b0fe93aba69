import { describe, expect, it } from 'vitest';
import { buildExample } from '../testing/build-example';
import { buildShopModel } from '../testing/build-model';
import { pickExamples } from './pick-examples';
import { visibleModel } from './visible-model';

const { tables } = visibleModel(buildShopModel());

describe('pickExamples', () => {
  it('returns the closest examples first, at most the limit', () => {
    const examples = [
      buildExample('number of products', 'products', 'title'),
      buildExample('revenue by order status', 'orders', 'amount'),
      buildExample('revenue of paid orders by status', 'orders', 'status'),
      buildExample('orders by country', 'customers', 'country'),
    ];
    const picked = pickExamples(examples, 'revenue of paid orders by status', tables, 2);
    expect(picked.map((e) => e.question)).toEqual([
      'revenue of paid orders by status',
      'revenue by order status',
    ]);
  });

  it('leaves out examples sharing no word or using a hidden column or unknown table', () => {
    const examples = [
      buildExample('tax number of customers', 'customers', 'tax_number'),
      buildExample('customers by warehouse', 'warehouses', 'id'),
      buildExample('weather today', 'customers', 'country'),
    ];
    expect(pickExamples(examples, 'customers by tax number', tables, 3)).toEqual([]);
  });
});
