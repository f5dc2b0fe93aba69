import { describe, expect, it } from 'vitest';
import type { DescribeContext } from './answer-types';
import { describeList } from './describe-list';
import { agg, buildOrdersModel, buildQuery, buildResult, col } from './test-fixtures';

const model = buildOrdersModel();
const listing = buildQuery([
  { expr: col('product'), as: 'Product' },
  { expr: col('region'), as: 'Region' },
]);
const context: DescribeContext = { query: listing, model, truncated: false, interpretation: '' };
const twoColumns = (count: number) =>
  buildResult(
    [
      ['Product', 'category'],
      ['Region', 'category'],
    ],
    Array.from({ length: count }, (_, i) => [`P${i}`, 'North']),
  );

describe('describeList', () => {
  it('counts a plain listing by the table', () => {
    expect(describeList(twoColumns(12), context)).toBe('12 orders.');
    expect(describeList(twoColumns(1), context)).toBe('1 order.');
  });

  it('says when the rows were cut at the limit', () => {
    expect(describeList(twoColumns(3), { ...context, truncated: true })).toBe(
      'Showing the first 3 rows.',
    );
  });

  it('counts a single grouped column by its name, and other results as rows', () => {
    const regions = buildQuery([{ expr: col('region'), as: 'Region' }], { distinct: true });
    const result = buildResult([['Region', 'category']], [['North'], ['South']]);
    expect(describeList(result, { ...context, query: regions })).toBe('2 regions.');
    const grouped = buildQuery([{ expr: agg('max', 'product'), as: 'Product' }, ...listing.select]);
    expect(describeList(twoColumns(1_200), { ...context, query: grouped })).toBe('1,200 rows.');
    expect(describeList(twoColumns(1), { ...context, query: null })).toBe('1 row.');
  });
});
