import type { ColumnExpr, SelectItem, StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { describeResult } from './describe-result';
import { describeModels, queryOf } from './describe-test-models';

const { shop, upload, sheet, log } = describeModels;
const col = (column: string): ColumnExpr => ({ kind: 'column', table: 't', column });
const countRows: SelectItem = { expr: { kind: 'aggregate', fn: 'count', arg: null }, as: 'Count' };
const year2024 = [
  { kind: 'compare' as const, left: col('order_date'), op: 'gte' as const, value: '2024-01-01' },
  { kind: 'compare' as const, left: col('order_date'), op: 'lt' as const, value: '2025-01-01' },
];

function describeRows(
  model: typeof shop,
  query: StructuredQuery,
  columns: Array<[string, 'text' | 'integer' | 'decimal' | 'date']>,
  rows: unknown[][],
): string {
  return describeResult({
    query,
    columns: columns.map(([name, type]) => ({ name, type })),
    rows,
    truncated: false,
    model,
  });
}

describe('sentences that count rows name what they count', () => {
  it('names a plain listing after what a row is, on every model', () => {
    const listing = (model: typeof shop, table: string, column: string, count: number) =>
      describeRows(
        model,
        queryOf(table, { select: [{ expr: col(column), as: 'Value' }] }),
        [['Value', 'text']],
        Array.from({ length: count }, (_, i) => [`v${i}`]),
      );
    expect(listing(upload, 'data', 'product', 5)).toBe('5 orders.');
    expect(listing(sheet, 'sheet1', 'country', 3)).toBe('3 invoices.');
    expect(listing(shop, 'customers', 'name', 2)).toBe('2 customers.');
    expect(listing(log, 'information', 'host', 4)).toBe('4 rows.');
  });

  it('says a lone count as that many of the counted thing, with its period', () => {
    const count = (model: typeof shop, table: string, value: number, parts = {}) =>
      describeRows(
        model,
        queryOf(table, { select: [countRows], ...parts }),
        [['Count', 'integer']],
        [[value]],
      );
    expect(count(upload, 'data', 4000)).toBe('4,000 orders.');
    expect(count(upload, 'data', 1602, { where: year2024 })).toBe('1,602 orders in 2024.');
    expect(count(shop, 'products', 1)).toBe('1 product.');
    expect(count(sheet, 'sheet1', 12)).toBe('12 invoices.');
    expect(count(log, 'information', 7)).toBe('7 rows.');
  });

  it('counts distinct values by the column they are values of', () => {
    const query = queryOf('customers', {
      select: [{ expr: { kind: 'aggregate', fn: 'count_distinct', arg: col('country') }, as: 'N' }],
    });
    expect(describeRows(shop, query, [['N', 'integer']], [[4]])).toBe('4 countries.');
  });
});

describe('the top one thing reads as a superlative', () => {
  const top = (
    model: typeof shop,
    table: string,
    column: string,
    order: StructuredQuery['orderBy'][number],
    value: string,
    parts: Partial<StructuredQuery> = {},
  ) =>
    describeRows(
      model,
      queryOf(table, {
        select: [{ expr: col(column), as: column === 'product' ? 'Product' : 'Country' }],
        orderBy: [order],
        limit: 1,
        ...parts,
      }),
      [[column === 'product' ? 'Product' : 'Country', 'text']],
      [[value]],
    );

  it('names the ranking figure and the period', () => {
    const byRevenue = { expr: col('revenue'), direction: 'desc' as const };
    expect(top(upload, 'data', 'product', byRevenue, 'Laptop', { where: year2024 })).toBe(
      'The product with the highest revenue in 2024 was Laptop.',
    );
    const byAmount = { expr: col('amount'), direction: 'asc' as const };
    expect(top(sheet, 'sheet1', 'country', byAmount, 'Japan')).toBe(
      'The country with the lowest amount is Japan.',
    );
  });

  it('names aggregates: totals, averages and counts', () => {
    const total = {
      expr: { kind: 'aggregate' as const, fn: 'sum' as const, arg: col('amount') },
      direction: 'desc' as const,
    };
    expect(top(sheet, 'sheet1', 'country', total, 'France')).toBe(
      'The country with the highest total amount is France.',
    );
    const most = {
      expr: { kind: 'aggregate' as const, fn: 'count' as const, arg: null },
      direction: 'desc' as const,
    };
    expect(top(shop, 'customers', 'country', most, 'Japan')).toBe(
      'The country with the most customers is Japan.',
    );
    const fewest = { ...most, direction: 'asc' as const };
    expect(top(upload, 'data', 'product', fewest, 'Desk')).toBe(
      'The product with the fewest orders is Desk.',
    );
  });

  it('does not rank a value by itself', () => {
    const latest = queryOf('data', {
      select: [{ expr: col('order_date'), as: 'Order date' }],
      orderBy: [{ expr: col('order_date'), direction: 'desc' }],
      limit: 1,
    });
    expect(describeRows(upload, latest, [['Order date', 'date']], [['2024-03-04']])).toBe(
      'Order date is 4 Mar 2024.',
    );
  });

  it('keeps the plain sentence when the order says nothing to rank by', () => {
    const byName = { expr: col('country'), direction: 'asc' as const };
    expect(top(shop, 'customers', 'country', byName, 'France')).toBe('Country is France.');
  });
});
