import type {
  ColumnRole,
  ColumnType,
  SemanticColumn,
  SemanticTable,
  StructuredQuery,
} from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { buildStructuredQuery } from '../test-factories';
import {
  aggregateName,
  aggregateOf,
  aggregateProblem,
  type ColumnChoice,
  columnChoices,
  columnForFunction,
  findChoice,
  functionChoices,
  grainChoices,
  swapChoices,
} from './column-choices';

function column(name: string, type: ColumnType, role: ColumnRole): SemanticColumn {
  return {
    name,
    type,
    nativeType: type,
    role,
    label: name.replace('_', ' ').replace(/^./, (first) => first.toUpperCase()),
    synonyms: [],
    description: null,
    hidden: false,
    values: [],
    stats: { nullShare: 0, distinctCount: 1, min: null, max: null },
  };
}

function table(name: string, label: string, columns: SemanticColumn[]): SemanticTable {
  return {
    name,
    schema: null,
    label,
    synonyms: [],
    description: null,
    rowCount: 10,
    primaryKey: [],
    columns,
  };
}

const orders = table('orders', 'Orders', [
  column('region', 'text', 'dimension'),
  column('order_date', 'date', 'time'),
  column('revenue', 'decimal', 'measure'),
  column('units', 'integer', 'measure'),
  column('customer_id', 'integer', 'identifier'),
]);
const customers = table('customers', 'Customers', [
  column('id', 'integer', 'identifier'),
  column('segment', 'text', 'dimension'),
]);
const products = table('products', 'Products', [column('category', 'text', 'dimension')]);
const tables = [orders, customers, products];

/** Sample query: Region and total revenue from orders (alias o). */
const byRegion = buildStructuredQuery();
const joined: StructuredQuery = buildStructuredQuery({
  joins: [
    {
      table: { name: 'customers', schema: null, as: 'c' },
      type: 'inner',
      on: [
        {
          left: { kind: 'column', table: 'o', column: 'customer_id' },
          right: { kind: 'column', table: 'c', column: 'id' },
        },
      ],
    },
  ],
});

const names = (choices: ColumnChoice[]) =>
  choices.map((choice) => `${choice.expr.table}.${choice.expr.column}`);

describe('columnChoices', () => {
  it("offers the columns of the query's own tables, under their aliases", () => {
    expect(names(columnChoices(byRegion, tables))).toEqual([
      'o.region',
      'o.order_date',
      'o.revenue',
      'o.units',
      'o.customer_id',
    ]);
    const withJoin = columnChoices(joined, tables);
    expect(names(withJoin).slice(-2)).toEqual(['c.id', 'c.segment']);
    expect(withJoin.at(-1)?.group).toBe('Customers');
    expect(new Set(withJoin.map((choice) => choice.value)).size).toBe(withJoin.length);
  });

  it('finds the choice a column reference points at, whatever its grain', () => {
    const choices = columnChoices(byRegion, tables);
    const found = findChoice(choices, {
      kind: 'column',
      table: 'o',
      column: 'order_date',
      grain: 'year',
    });
    expect(found?.column.name).toBe('order_date');
    expect(findChoice(choices, null)).toBeUndefined();
  });

  it('offers nothing for a table the knowledge no longer has', () => {
    expect(columnChoices(byRegion, [customers])).toEqual([]);
  });
});

describe('swapChoices', () => {
  it('offers grouping columns that are not measures nor shown elsewhere', () => {
    expect(names(swapChoices(joined, 0, tables, true))).toEqual([
      'o.region',
      'o.order_date',
      'o.customer_id',
      'c.id',
      'c.segment',
    ]);
    const listing = buildStructuredQuery({
      select: [
        { expr: { kind: 'column', table: 'o', column: 'region' }, as: 'Region' },
        { expr: { kind: 'column', table: 'o', column: 'units' }, as: 'Units' },
      ],
      groupBy: [],
    });
    expect(names(swapChoices(listing, 1, tables, false))).toEqual([
      'o.order_date',
      'o.revenue',
      'o.units',
      'o.customer_id',
    ]);
  });

  it('offers time grains for dates only', () => {
    const [region, date] = columnChoices(byRegion, tables);
    expect(grainChoices(date?.column)).toEqual(['day', 'week', 'month', 'quarter', 'year']);
    expect(grainChoices(region?.column)).toEqual([]);
    expect(grainChoices(undefined)).toEqual([]);
  });
});

describe('aggregates', () => {
  const choices = columnChoices(byRegion, tables);
  const region = choices[0];
  const revenue = choices[2];

  it('offers median only where the dialect has it, and additive functions for shares', () => {
    expect(functionChoices(false, 'duckdb')).toContain('median');
    expect(functionChoices(false, 'mysql')).not.toContain('median');
    expect(functionChoices(false, null)).not.toContain('median');
    expect(functionChoices(true, 'duckdb')).toEqual(['count', 'count_distinct', 'sum']);
  });

  it('names aggregates as the engine does', () => {
    expect(aggregateName('avg', revenue, false)).toBe('Average revenue');
    expect(aggregateName('count_distinct', region, false)).toBe('Distinct region');
    expect(aggregateName('count', undefined, false)).toBe('Count');
    expect(aggregateName('sum', revenue, true)).toBe('Share of revenue (%)');
    expect(aggregateName('count', undefined, true)).toBe('Share of rows (%)');
  });

  it('builds the aggregate, counting every row without a column', () => {
    expect(aggregateOf('max', revenue)).toEqual({
      kind: 'aggregate',
      fn: 'max',
      arg: { kind: 'column', table: 'o', column: 'revenue' },
    });
    expect(aggregateOf('count', undefined)).toEqual({ kind: 'aggregate', fn: 'count', arg: null });
  });

  it('says what does not fit before asking', () => {
    expect(aggregateProblem('sum', region)).toBe('Sum needs a number column; Region is text.');
    expect(aggregateProblem('avg', undefined)).toBe('Pick a column for average.');
    expect(aggregateProblem('count', undefined)).toBeNull();
    expect(aggregateProblem('max', region)).toBeNull();
    expect(aggregateProblem('median', revenue)).toBeNull();
  });

  it('keeps the column when the new function can use it, else the first that fits', () => {
    expect(columnForFunction('avg', revenue, choices)).toBe(revenue);
    expect(columnForFunction('sum', region, choices)?.column.name).toBe('revenue');
    expect(columnForFunction('count', region, choices)).toBe(region);
    expect(columnForFunction('sum', undefined, choices)?.column.name).toBe('revenue');
    expect(columnForFunction('count', undefined, choices)).toBeUndefined();
    expect(columnForFunction('sum', region, [region as ColumnChoice])).toBeUndefined();
  });
});
