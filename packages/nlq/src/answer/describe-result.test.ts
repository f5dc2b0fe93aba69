import type { AnswerColumn, Condition } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { describeResult } from './describe-result';
import { agg, buildOrdersModel, buildQuery, col } from './test-fixtures';

const model = buildOrdersModel();
const base = { model, truncated: false };
const revenueByRegion = buildQuery([
  { expr: col('region'), as: 'Region' },
  { expr: agg('sum', 'revenue'), as: 'Revenue' },
]);
const regionColumns: AnswerColumn[] = [
  { name: 'Region', type: 'text' },
  { name: 'Revenue', type: 'decimal' },
];
const regionRows = [
  ['North', '34200.00'],
  ['South', '21000.00'],
  ['East', '19000.00'],
  ['West', '15800.00'],
];

describe('describeResult', () => {
  it('states a single value with its period', () => {
    const in2023: Condition = {
      kind: 'between',
      left: col('order_date'),
      low: '2023-01-01',
      high: '2023-12-31',
    };
    const query = buildQuery([{ expr: agg('sum', 'revenue'), as: 'Total revenue' }], {
      where: [in2023],
    });
    const columns: AnswerColumn[] = [{ name: 'Total revenue', type: 'decimal' }];
    expect(describeResult({ ...base, query, columns, rows: [['1234567.89']] })).toBe(
      'Total revenue in 2023 was 1.2M.',
    );
  });

  it('compares the last month of a series with the one before', () => {
    const query = buildQuery([
      { expr: col('order_date', 'month'), as: 'Month' },
      { expr: agg('sum', 'revenue'), as: 'Revenue' },
    ]);
    const columns: AnswerColumn[] = [
      { name: 'Month', type: 'date' },
      { name: 'Revenue', type: 'decimal' },
    ];
    const rows = [
      [new Date('2024-02-01T00:00:00Z'), '1052632'],
      [new Date('2024-03-01T00:00:00Z'), '1200000'],
    ];
    expect(describeResult({ ...base, query, columns, rows })).toBe(
      'Revenue in Mar 2024 was 1.2M, up 14% on Feb 2024.',
    );
  });

  it('names the leading category and its share of the total', () => {
    expect(
      describeResult({ ...base, query: revenueByRegion, columns: regionColumns, rows: regionRows }),
    ).toBe('North leads with 34.2K, 38% of the total, ahead of South with 21K.');
  });

  it('leaves the share out under a limit or without a query', () => {
    const top2 = { ...revenueByRegion, limit: 2 };
    const rows = regionRows.slice(0, 2);
    const expected = 'North leads with 34.2K, ahead of South with 21K.';
    expect(describeResult({ ...base, query: top2, columns: regionColumns, rows })).toBe(expected);
    expect(describeResult({ ...base, query: null, columns: regionColumns, rows })).toBe(expected);
  });

  it('describes the latest period of a series split by category', () => {
    const query = buildQuery([
      { expr: col('order_date', 'month'), as: 'Month' },
      { expr: col('region'), as: 'Region' },
      { expr: agg('sum', 'revenue'), as: 'Revenue' },
    ]);
    const columns: AnswerColumn[] = [{ name: 'Month', type: 'date' }, ...regionColumns];
    const rows = [
      ['2024-02-01', 'North', 99_000],
      ['2024-03-01', 'North', 12_000],
      ['2024-03-01', 'South', 36_000],
    ];
    expect(describeResult({ ...base, query, columns, rows })).toBe(
      'In Mar 2024, South leads with 36K, 75% of the total, ahead of North with 12K.',
    );
  });

  it('counts listings, and says when rows were cut or none match', () => {
    const query = buildQuery([
      { expr: col('product'), as: 'Product' },
      { expr: col('region'), as: 'Region' },
    ]);
    const columns: AnswerColumn[] = [
      { name: 'Product', type: 'text' },
      { name: 'Region', type: 'text' },
    ];
    const rows = Array.from({ length: 12 }, (_, i) => [`P${i}`, 'North']);
    expect(describeResult({ ...base, query, columns, rows })).toBe('12 orders.');
    expect(describeResult({ ...base, query, columns, rows, truncated: true })).toBe(
      'Showing the first 12 rows.',
    );
    expect(describeResult({ ...base, query, columns, rows: [] })).toBe('No rows match.');
  });

  it('names a language model column readably', () => {
    const columns: AnswerColumn[] = [{ name: 'total_revenue', type: 'decimal' }];
    expect(describeResult({ ...base, query: null, columns, rows: [[45_300]] })).toBe(
      'Total revenue is 45.3K.',
    );
  });
});
