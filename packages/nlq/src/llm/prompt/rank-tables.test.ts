import { describe, expect, it } from 'vitest';
import { buildLargeModel, buildShopModel } from '../testing/build-model';
import { rankTables } from './rank-tables';

const names = (tables: { name: string }[]) => tables.map((t) => t.name);

describe('rankTables on a 60-table model', () => {
  const model = buildLargeModel();

  it('keeps the tables the question names and drops unrelated ones', () => {
    const ranked = names(rankTables(model, 'revenue of orders by customer country'));
    expect(model.tables).toHaveLength(60);
    expect(ranked.slice(0, 2)).toEqual(['orders', 'customers']);
    expect(ranked.length).toBeLessThanOrEqual(12);
    expect(ranked.some((name) => name.includes('_part_'))).toBe(false);
  });

  it('adds the tables on the join path between the matched ones', () => {
    const ranked = names(rankTables(model, 'quantity per product category in France'));
    // orders matches no word of the question but is the only way from order_items to customers.
    expect(ranked).toEqual(['products', 'order_items', 'customers', 'orders']);
  });

  it('matches dictionary values, not only names', () => {
    const ranked = names(rankTables(model, 'how many in SENSOR-8'));
    expect(ranked[0]).toBe('sensor_part_8');
  });

  it('keeps the first tables when no word matches', () => {
    const ranked = rankTables(model, 'zzz qqq');
    expect(names(ranked)).toEqual(names(model.tables.slice(0, 8)));
  });
});

describe('rankTables on a small model', () => {
  it('keeps every table, best first', () => {
    const ranked = names(rankTables(buildShopModel(), 'books by category'));
    expect(ranked).toHaveLength(4);
    expect(ranked[0]).toBe('products');
  });
});
