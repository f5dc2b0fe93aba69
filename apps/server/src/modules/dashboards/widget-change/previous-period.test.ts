import type {
  ColumnType,
  Condition,
  SemanticColumn,
  SemanticModel,
  StructuredQuery,
  TimeGrain,
} from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { changeBetween } from './change-between';
import { lastBucketsQuery } from './last-buckets';
import { previousPeriodQuery } from './previous-period';

function column(name: string, type: ColumnType, role: SemanticColumn['role']): SemanticColumn {
  return {
    name,
    type,
    nativeType: type.toUpperCase(),
    role,
    label: name,
    synonyms: [],
    description: null,
    hidden: false,
    values: [],
    stats: { nullShare: 0, distinctCount: 0, min: null, max: null },
  };
}

const model: SemanticModel = {
  version: 1,
  dialect: 'duckdb',
  tables: [
    {
      name: 'orders',
      schema: null,
      label: 'orders',
      synonyms: [],
      description: null,
      rowCount: 10,
      primaryKey: [],
      columns: [
        column('order_date', 'date', 'dimension'),
        column('paid_at', 'timestamp', 'dimension'),
        column('fiscal_year', 'integer', 'time'),
        column('region', 'text', 'dimension'),
        column('revenue', 'decimal', 'measure'),
      ],
    },
  ],
  relationships: [],
  glossary: [],
  builtAt: '2024-01-01T00:00:00Z',
};

const col = (name: string, grain?: TimeGrain) =>
  ({ kind: 'column', table: 'o', column: name, ...(grain ? { grain } : {}) }) as const;
const compare = (name: string, op: 'gte' | 'lt' | 'lte' | 'gt' | 'eq', value: string | number) =>
  ({ kind: 'compare', left: col(name), op, value }) as const satisfies Condition;
const europe = { kind: 'compare', left: col('region'), op: 'eq', value: 'Europe' } as const;

function revenue(where: Condition[], overrides: Partial<StructuredQuery> = {}): StructuredQuery {
  return {
    from: { name: 'orders', schema: null, as: 'o' },
    joins: [],
    select: [{ expr: { kind: 'aggregate', fn: 'sum', arg: col('revenue') }, as: 'Revenue' }],
    distinct: false,
    where,
    groupBy: [],
    having: [],
    orderBy: [],
    limit: null,
    ...overrides,
  };
}

/** The bounds the shifted query keeps on `name`, and the period's name. */
function shifted(query: StructuredQuery) {
  const result = previousPeriodQuery(query, model);
  if (!result) return null;
  const bounds = result.query.where.flatMap((c) =>
    c.kind === 'compare' && c.left.kind === 'column' && c.left.column !== 'region'
      ? [[c.op, c.value]]
      : [],
  );
  return { bounds, period: result.period, where: result.query.where };
}

describe('the previous period of a time filter', () => {
  it('moves a month back by the calendar ("in March 2024" → February), keeping other filters', () => {
    const march = revenue([
      europe,
      compare('order_date', 'gte', '2024-03-01'),
      compare('order_date', 'lt', '2024-04-01'),
    ]);
    const previous = shifted(march);
    expect(previous?.period).toBe('month');
    expect(previous?.bounds).toEqual([
      ['gte', '2024-02-01'],
      ['lt', '2024-03-01'],
    ]);
    expect(previous?.where).toContainEqual(europe);
  });

  it('names and moves years, quarters and runs of months', () => {
    const between = (low: string, high: string) =>
      shifted(revenue([{ kind: 'between', left: col('order_date'), low, high }]));
    expect(between('2024-01-01', '2024-12-31')).toMatchObject({
      period: 'year',
      bounds: [
        ['gte', '2023-01-01'],
        ['lt', '2024-01-01'],
      ],
    });
    expect(between('2024-04-01', '2024-06-30')).toMatchObject({
      period: 'quarter',
      bounds: [
        ['gte', '2024-01-01'],
        ['lt', '2024-04-01'],
      ],
    });
    expect(between('2024-02-01', '2024-03-31')).toMatchObject({
      period: '2 months',
      bounds: [
        ['gte', '2023-12-01'],
        ['lt', '2024-02-01'],
      ],
    });
  });

  it('moves days and weeks by their length, and a month of a truncated date by the month', () => {
    const lastThirty = revenue([
      compare('order_date', 'gte', '2024-05-02'),
      compare('order_date', 'lt', '2024-06-01'),
    ]);
    expect(shifted(lastThirty)).toMatchObject({
      period: '30 days',
      bounds: [
        ['gte', '2024-04-02'],
        ['lt', '2024-05-02'],
      ],
    });
    const week = revenue([
      compare('order_date', 'gte', '2024-05-06'),
      compare('order_date', 'lte', '2024-05-12'),
    ]);
    expect(shifted(week)?.period).toBe('week');
    const truncated = revenue([
      { kind: 'compare', left: col('order_date', 'month'), op: 'eq', value: '2024-03-01' },
    ]);
    const previous = previousPeriodQuery(truncated, model);
    expect(previous?.period).toBe('month');
    expect(previous?.query.where).toEqual([
      { kind: 'compare', left: col('order_date', 'month'), op: 'gte', value: '2024-02-01' },
      { kind: 'compare', left: col('order_date', 'month'), op: 'lt', value: '2024-03-01' },
    ]);
  });

  it('writes timestamps as timestamps, and years of a year column as years', () => {
    const hours = revenue([
      compare('paid_at', 'gte', '2024-03-01 06:00:00'),
      compare('paid_at', 'lt', '2024-03-01 18:00:00'),
    ]);
    expect(shifted(hours)).toMatchObject({
      period: 'period',
      bounds: [
        ['gte', '2024-02-29 18:00:00'],
        ['lt', '2024-03-01 06:00:00'],
      ],
    });
    expect(shifted(revenue([compare('fiscal_year', 'eq', 2024)]))).toMatchObject({
      period: 'year',
      bounds: [
        ['gte', 2023],
        ['lt', 2024],
      ],
    });
  });

  it('has none without a time range of some length', () => {
    expect(shifted(revenue([]))).toBeNull();
    expect(shifted(revenue([europe]))).toBeNull();
    // "since March 2024" has no length to move back by.
    expect(shifted(revenue([compare('order_date', 'gte', '2024-03-01')]))).toBeNull();
    // A number compared with a column that is no time is no period.
    expect(
      shifted(revenue([compare('revenue', 'gte', 2000), compare('revenue', 'lt', 2024)])),
    ).toBeNull();
  });
});

describe('the last two buckets of a date grouping', () => {
  it('orders by the bucket, latest first, and keeps two; none without a date grain', () => {
    const monthly = revenue([], { groupBy: [col('order_date', 'month')] });
    expect(lastBucketsQuery(monthly, model)).toEqual({
      query: {
        ...monthly,
        orderBy: [{ expr: col('order_date', 'month'), direction: 'desc' }],
        limit: 2,
      },
      period: 'month',
    });
    expect(lastBucketsQuery(revenue([], { groupBy: [col('region')] }), model)).toBeNull();
  });
});

describe('the change between two values', () => {
  it('gives the difference and its percentage of the previous value, none of zero', () => {
    expect(changeBetween(112.5, 100, 'month')).toEqual({
      previous: 100,
      delta: 12.5,
      percent: 12.5,
      period: 'month',
    });
    expect(changeBetween(-30, -20, 'year')).toMatchObject({ delta: -10, percent: -50 });
    expect(changeBetween(0.3, 0.1, 'day')).toMatchObject({ delta: 0.2, percent: 200 });
    expect(changeBetween(5, 0, 'day')).toMatchObject({ delta: 5, percent: null });
  });
});
