import type { ColumnRole, ColumnType } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { inferRole, type RoleInput } from './roles';
import type { ColumnProfile } from './stats';

const profile = (filled: number, distinct: number, min?: string, max?: string): ColumnProfile => ({
  filled,
  distinct,
  min: min ?? null,
  max: max ?? null,
});

const column = (
  name: string,
  type: ColumnType,
  stats: ColumnProfile | null = null,
  keys: Partial<Pick<RoleInput, 'isPrimaryKey' | 'isForeignKey'>> = {},
): RoleInput => ({ name, type, profile: stats, isPrimaryKey: false, isForeignKey: false, ...keys });

describe('inferRole', () => {
  it.each<[string, RoleInput, ColumnRole]>([
    ['primary key', column('pk', 'integer', null, { isPrimaryKey: true }), 'identifier'],
    ['foreign key', column('region', 'text', null, { isForeignKey: true }), 'identifier'],
    ['bare id', column('id', 'integer', profile(100, 100)), 'identifier'],
    ['…_id with repeats', column('customer_id', 'integer', profile(1000, 40)), 'identifier'],
    ['camelCase id', column('productId', 'text', profile(1000, 40)), 'identifier'],
    ['unique code', column('product_code', 'text', profile(500, 500)), 'identifier'],
    ['unique number', column('invoice_no', 'integer', profile(500, 499)), 'identifier'],
    ['repeated code', column('country_code', 'text', profile(500, 30)), 'dimension'],
    ['numeric status code', column('status_code', 'integer', profile(500, 4)), 'dimension'],
    ['date', column('order_date', 'date'), 'time'],
    ['timestamp', column('created_at', 'timestamp'), 'time'],
    ['date in a primary key', column('day', 'date', null, { isPrimaryKey: true }), 'time'],
    ['year', column('year', 'integer', profile(50, 10, '1998', '2024')), 'time'],
    ['abbreviated year', column('model_yr', 'integer', profile(50, 10, '2001', '2020')), 'time'],
    ['year out of range', column('year', 'integer', profile(50, 10, '1', '40')), 'measure'],
    [
      'years of experience',
      column('years_experience', 'integer', profile(50, 10, '1', '40')),
      'measure',
    ],
    ['decimal', column('amount', 'decimal', profile(1000, 800)), 'measure'],
    ['decimal with few values', column('ratio', 'decimal', profile(1000, 3)), 'measure'],
    ['integer', column('visits', 'integer', profile(1000, 300)), 'measure'],
    ['quantity with few values', column('quantity', 'integer', profile(1000, 5)), 'measure'],
    ['age in a small table', column('Age', 'integer', profile(6, 6)), 'measure'],
    ['rating with few values', column('rating', 'integer', profile(1000, 5)), 'dimension'],
    ['0/1 flag', column('churned', 'integer', profile(40, 2)), 'dimension'],
    ['is_ flag', column('is_active', 'integer', profile(5, 2)), 'dimension'],
    ['month number', column('month', 'integer', profile(30, 12)), 'dimension'],
    ['text', column('region', 'text', profile(1000, 4)), 'dimension'],
    ['unique text', column('customer_name', 'text', profile(1000, 1000)), 'dimension'],
    ['boolean', column('paid', 'boolean', profile(1000, 2)), 'dimension'],
    ['no stats', column('price', 'integer'), 'measure'],
  ])('%s', (_case, input, role) => {
    expect(inferRole(input)).toBe(role);
  });
});
