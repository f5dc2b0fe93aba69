import type { StructuredQuery } from '@tabletalk/contracts';
import { measureByRegion, salesShareByRegion } from '../measure-queries';
import {
  agg,
  buildQuery,
  busyCustomers,
  col,
  customersWithoutPaidOrders,
  nameContains,
  ordersAboveAverage,
  referrals,
  revenueByMonth,
  shareOfRegion,
} from '../test-queries';

/*
 * Test support for the live suites: structured queries with the rows they must return from the
 * fixture, in every engine. Numbers are compared rounded to 2 decimals.
 */

/** One query to run, with its expected rows (null: the dialect must refuse it). */
export interface LiveCase {
  name: string;
  query: StructuredQuery;
  maxRows?: number;
  expected: unknown[][];
}

function countBy(
  schema: string,
  grainColumn: ReturnType<typeof col>,
  where: StructuredQuery['where'],
) {
  return buildQuery(
    {
      select: [
        { expr: grainColumn, as: 'Period' },
        { expr: agg('count', null), as: 'Orders' },
      ],
      where,
      groupBy: [grainColumn],
      orderBy: [{ expr: grainColumn, direction: 'asc' }],
    },
    schema,
  );
}

function customerNames(schema: string, where: StructuredQuery['where']): StructuredQuery {
  return buildQuery(
    {
      from: { name: 'customers', schema, as: 'c' },
      select: [{ expr: col('c', 'name'), as: 'Name' }],
      where,
      orderBy: [{ expr: col('c', 'id'), direction: 'asc' }],
    },
    schema,
  );
}

/** The shared cases; every dialect with a median runs `medianCase` too. */
export function liveCases(schema: string): LiveCase[] {
  return [
    {
      // By hand: North (10.5·0 + 20·1 + 100·0 + 40·4) / 4 orders, South (7.25·2 + 3·3 + 9·1) / 3.
      name: 'a measure formula by region',
      query: measureByRegion(schema),
      expected: [
        ['', 0],
        ['East', 5],
        ['North', 45],
        ['South', 10.83],
      ],
    },
    {
      // By hand: amount × quantity is North 350.5, South 51.75, East 10 and '' 12 of 424.25.
      name: "a summed measure's share by region",
      query: salesShareByRegion(schema),
      expected: [
        ['', 2.83],
        ['East', 2.36],
        ['North', 82.62],
        ['South', 12.2],
      ],
    },
    {
      name: 'revenue by month',
      query: revenueByMonth(schema),
      expected: [
        ['2024-01-01', 30.5],
        ['2024-02-01', 107.25],
        ['2024-03-01', 55],
        ['2024-04-01', 9],
      ],
    },
    {
      name: 'revenue by month capped by maxRows',
      query: revenueByMonth(schema),
      maxRows: 2,
      expected: [
        ['2024-01-01', 30.5],
        ['2024-02-01', 107.25],
      ],
    },
    {
      name: 'share of region',
      query: shareOfRegion(schema),
      expected: [
        ['North', 44.44],
        ['South', 33.33],
        ['', 11.11],
        ['East', 11.11],
      ],
    },
    {
      name: 'customers without paid orders',
      query: customersWithoutPaidOrders(schema),
      expected: [['Bo'], ['Flo']],
    },
    {
      name: 'orders above average',
      query: ordersAboveAverage(schema),
      expected: [
        [4, 100],
        [5, 40],
      ],
    },
    {
      name: "name contains o'b% (wildcard escaped)",
      query: nameContains("o'b%", schema),
      expected: [["Zoe O'B%ara"]],
    },
    {
      name: "name contains O'B in any case",
      query: nameContains("O'b", schema),
      expected: [["Joe O'Bxara"], ["Zoe O'B%ara"]],
    },
    {
      name: 'name does not contain o',
      query: customerNames(schema, [
        { kind: 'text', left: col('c', 'name'), op: 'contains', value: 'O', negate: true },
      ]),
      expected: [['Ada'], ['Cy'], ['Gus']],
    },
    {
      name: 'name starts and ends with',
      query: customerNames(schema, [
        { kind: 'text', left: col('c', 'name'), op: 'starts_with', value: 'z', negate: false },
        { kind: 'text', left: col('c', 'name'), op: 'ends_with', value: 'ARA', negate: false },
      ]),
      expected: [["Zoe O'B%ara"]],
    },
    {
      name: 'self-join referrals',
      query: referrals(schema),
      expected: [
        ['Ada', null],
        ['Bo', 'Ada'],
        ['Cy', 'Ada'],
        ["Zoe O'B%ara", 'Bo'],
        ["Joe O'Bxara", null],
        ['Flo', null],
        ['Gus', null],
      ],
    },
    {
      name: 'busy customers (in, not empty, or-group, between, having, integer avg)',
      query: busyCustomers(schema),
      expected: [
        ['Ada', 2, 1.5],
        ['Cy', 2, 3],
      ],
    },
    {
      name: 'customers without a region (null or empty)',
      query: customerNames(schema, [{ kind: 'null', left: col('c', 'region'), negate: false }]),
      expected: [["Joe O'Bxara"], ['Flo']],
    },
    {
      name: 'orders by quarter',
      query: countBy(schema, col('o', 'ordered_on', 'quarter'), []),
      expected: [
        ['2023-10-01', 1],
        ['2024-01-01', 7],
        ['2024-04-01', 1],
      ],
    },
    {
      name: 'orders by week (Monday) in January',
      query: countBy(schema, col('o', 'ordered_on', 'week'), [
        { kind: 'between', left: col('o', 'ordered_on'), low: '2024-01-01', high: '2024-01-31' },
      ]),
      expected: [
        ['2024-01-01', 1],
        ['2024-01-15', 1],
      ],
    },
    {
      name: 'orders by year of a timestamp compared with an ISO timestamp',
      query: countBy(schema, col('o', 'placed_at', 'year'), [
        { kind: 'compare', left: col('o', 'placed_at'), op: 'gte', value: '2023-12-31T12:00:00' },
      ]),
      expected: [
        ['2023-01-01', 1],
        ['2024-01-01', 8],
      ],
    },
    {
      name: 'orders by day in one truncated month',
      query: countBy(schema, col('o', 'ordered_on', 'day'), [
        { kind: 'compare', left: col('o', 'ordered_on', 'month'), op: 'eq', value: '2024-02-01' },
      ]),
      expected: [
        ['2024-02-03', 1],
        ['2024-02-14', 1],
      ],
    },
    {
      name: 'distinct non-empty regions',
      query: buildQuery(
        {
          from: { name: 'customers', schema, as: 'c' },
          select: [{ expr: col('c', 'region'), as: 'Region' }],
          distinct: true,
          where: [{ kind: 'null', left: col('c', 'region'), negate: true }],
          orderBy: [{ expr: col('c', 'region'), direction: 'asc' }],
        },
        schema,
      ),
      expected: [['East'], ['North'], ['South']],
    },
    {
      name: 'totals: distinct customers, integer average, whole share, not in',
      query: buildQuery(
        {
          select: [
            { expr: agg('count_distinct', col('o', 'customer_id')), as: 'Customers' },
            { expr: agg('avg', col('o', 'quantity')), as: 'Quantity' },
            { expr: { kind: 'share', of: agg('sum', col('o', 'amount')) }, as: 'Share' },
            { expr: agg('max', col('o', 'ordered_on')), as: 'Last' },
          ],
          where: [{ kind: 'in', left: col('o', 'customer_id'), values: [1, 3], negate: true }],
        },
        schema,
      ),
      expected: [[4, 2.4, 100, '2024-04-02']],
    },
  ];
}

/** The median amount of all orders: 10.5. */
export function medianCase(schema: string): LiveCase {
  return {
    name: 'median amount',
    query: buildQuery(
      { select: [{ expr: agg('median', col('o', 'amount')), as: 'Median' }] },
      schema,
    ),
    expected: [[10.5]],
  };
}

/** Rounds numbers to 2 decimals so engines' float and decimal results compare equal. */
export function roundRows(rows: unknown[][]): unknown[][] {
  return rows.map((row) =>
    row.map((cell) => (typeof cell === 'number' ? Math.round(cell * 100) / 100 : cell)),
  );
}
