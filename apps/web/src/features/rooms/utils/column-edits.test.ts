import type { AggregateExpr, ColumnExpr, StructuredQuery } from '@tabletalk/contracts';
import { structuredQuerySchema } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { buildStructuredQuery } from '../test-factories';
import {
  changeAggregate,
  columnChangeText,
  editableColumnChips,
  removeColumn,
  sameExpr,
  swapColumn,
} from './column-edits';

const region: ColumnExpr = { kind: 'column', table: 'o', column: 'region' };
const product: ColumnExpr = { kind: 'column', table: 'o', column: 'product' };
const month: ColumnExpr = { kind: 'column', table: 'o', column: 'order_date', grain: 'month' };
const revenueSum: AggregateExpr = {
  kind: 'aggregate',
  fn: 'sum',
  arg: { kind: 'column', table: 'o', column: 'revenue' },
};
const rowCount: AggregateExpr = { kind: 'aggregate', fn: 'count', arg: null };

/** "total revenue and orders by region and month, top 5 by revenue". */
const byRegionAndMonth: StructuredQuery = buildStructuredQuery({
  select: [
    { expr: region, as: 'Region' },
    { expr: month, as: 'Order date' },
    { expr: revenueSum, as: 'Total revenue' },
    { expr: rowCount, as: 'Count' },
  ],
  groupBy: [region, month],
  orderBy: [
    { expr: revenueSum, direction: 'desc' },
    { expr: region, direction: 'asc' },
  ],
  limit: 5,
});

/** Every edit must still be a query the server accepts. */
const valid = (query: StructuredQuery) => structuredQuerySchema.parse(query);

describe('editableColumnChips', () => {
  it('lists each shown column with its kind and whether it groups', () => {
    expect(editableColumnChips(byRegionAndMonth)).toEqual([
      {
        index: 0,
        label: 'Region',
        detail: null,
        kind: 'column',
        isGrouping: true,
        canRemove: true,
      },
      {
        index: 1,
        label: 'Order date',
        detail: 'month of order_date',
        kind: 'column',
        isGrouping: true,
        canRemove: true,
      },
      {
        index: 2,
        label: 'Total revenue',
        detail: 'sum of revenue',
        kind: 'aggregate',
        isGrouping: false,
        canRemove: true,
      },
      {
        index: 3,
        label: 'Count',
        detail: 'count of rows',
        kind: 'aggregate',
        isGrouping: false,
        canRemove: true,
      },
    ]);
  });

  it('keeps the last column', () => {
    const single = buildStructuredQuery({ select: [{ expr: revenueSum, as: 'Revenue' }] });
    expect(editableColumnChips(single)[0]?.canRemove).toBe(false);
    expect(() => removeColumn(single, 0)).toThrow('at least one column');
  });
});

describe('removeColumn', () => {
  it('stops grouping by a removed grouping column and drops its sort', () => {
    const edited = valid(removeColumn(byRegionAndMonth, 0));
    expect(edited.select.map((item) => item.as)).toEqual(['Order date', 'Total revenue', 'Count']);
    expect(edited.groupBy).toEqual([month]);
    expect(edited.orderBy).toEqual([{ expr: revenueSum, direction: 'desc' }]);
    expect(edited.limit).toBe(5);
    expect(byRegionAndMonth.select).toHaveLength(4);
  });

  it('keeps the sort on a removed aggregate, so a top 5 stays the top 5', () => {
    const edited = valid(removeColumn(byRegionAndMonth, 2));
    expect(edited.select.map((item) => item.as)).toEqual(['Region', 'Order date', 'Count']);
    expect(edited.groupBy).toEqual([region, month]);
    expect(edited.orderBy).toEqual(byRegionAndMonth.orderBy);
  });

  it('leaves the filters alone', () => {
    expect(removeColumn(byRegionAndMonth, 1).where).toEqual(byRegionAndMonth.where);
  });

  it('refuses a position with no column', () => {
    expect(() => removeColumn(byRegionAndMonth, 9)).toThrow('No shown column');
  });
});

describe('swapColumn', () => {
  it('groups and sorts by the new column where the old one was', () => {
    const edited = valid(swapColumn(byRegionAndMonth, 0, product, 'Product'));
    expect(edited.select[0]).toEqual({ expr: product, as: 'Product' });
    expect(edited.groupBy).toEqual([product, month]);
    expect(edited.orderBy[1]).toEqual({ expr: product, direction: 'asc' });
    expect(edited.select.slice(1)).toEqual(byRegionAndMonth.select.slice(1));
  });

  it('changes a time grain', () => {
    const year = { ...month, grain: 'year' as const };
    const edited = valid(swapColumn(byRegionAndMonth, 1, year, 'Order date'));
    expect(edited.select[1]?.expr).toEqual(year);
    expect(edited.groupBy).toEqual([region, year]);
  });

  it('groups once by a column that was grouped already', () => {
    const withKey = { ...byRegionAndMonth, groupBy: [region, month, product] };
    expect(swapColumn(withKey, 0, product, 'Product').groupBy).toEqual([product, month]);
  });

  it('refuses aggregates and columns shown already', () => {
    expect(() => swapColumn(byRegionAndMonth, 2, product, 'Product')).toThrow('computed');
    expect(() => swapColumn(byRegionAndMonth, 0, month, 'Order date')).toThrow('shown already');
  });
});

describe('changeAggregate', () => {
  it('changes the function and follows it in the sort', () => {
    const average: AggregateExpr = { ...revenueSum, fn: 'avg' };
    const edited = valid(changeAggregate(byRegionAndMonth, 2, average, 'Average revenue'));
    expect(edited.select[2]).toEqual({ expr: average, as: 'Average revenue' });
    expect(edited.orderBy[0]).toEqual({ expr: average, direction: 'desc' });
    expect(edited.groupBy).toEqual(byRegionAndMonth.groupBy);
  });

  it('counts a column instead of every row', () => {
    const distinct: AggregateExpr = { kind: 'aggregate', fn: 'count_distinct', arg: product };
    const edited = valid(changeAggregate(byRegionAndMonth, 3, distinct, 'Distinct product'));
    expect(edited.select[3]?.expr).toEqual(distinct);
    expect(edited.orderBy).toEqual(byRegionAndMonth.orderBy);
  });

  it('changes the aggregate a share is taken of', () => {
    const shares = buildStructuredQuery({
      select: [
        { expr: region, as: 'Region' },
        { expr: { kind: 'share', of: revenueSum }, as: 'Share of revenue (%)' },
      ],
      orderBy: [{ expr: { kind: 'share', of: revenueSum }, direction: 'desc' }],
    });
    const edited = valid(changeAggregate(shares, 1, rowCount, 'Share of rows (%)'));
    expect(edited.select[1]?.expr).toEqual({ kind: 'share', of: rowCount });
    expect(edited.orderBy[0]?.expr).toEqual({ kind: 'share', of: rowCount });
  });

  it('refuses plain columns and a function without its column', () => {
    expect(() => changeAggregate(byRegionAndMonth, 0, rowCount, 'Count')).toThrow('plain');
    expect(() =>
      changeAggregate(byRegionAndMonth, 2, { kind: 'aggregate', fn: 'sum', arg: null }, 'x'),
    ).toThrow('needs a column');
  });
});

describe('sameExpr and the change in words', () => {
  it('compares expressions by what they compute', () => {
    expect(sameExpr(month, { ...month })).toBe(true);
    expect(sameExpr(month, { ...month, grain: 'year' })).toBe(false);
    expect(sameExpr(revenueSum, { ...revenueSum, fn: 'avg' })).toBe(false);
    expect(sameExpr(rowCount, { ...rowCount })).toBe(true);
    expect(sameExpr(rowCount, { kind: 'share', of: rowCount })).toBe(false);
  });

  it('says what replaced what, with time grains', () => {
    expect(
      columnChangeText(
        { expr: month, as: 'Order date' },
        { expr: { ...month, grain: 'year' }, as: 'Order date' },
      ),
    ).toBe('Order date by year instead of Order date by month');
    expect(
      columnChangeText({ expr: revenueSum, as: 'Total revenue' }, { expr: rowCount, as: 'Count' }),
    ).toBe('Count instead of Total revenue');
  });
});
