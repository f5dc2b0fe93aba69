import type {
  AggregateExpr,
  AggregateFunction,
  ColumnExpr,
  Join,
  StructuredQuery,
  TimeGrain,
} from '@tabletalk/contracts';
import { emptyQuery } from '../test-support/structured-query';

/*
 * Test support (not part of the package API): representative structured queries over the
 * model of test-model.ts, compiled in every dialect by compile-dialects.test.ts and run by the live
 * suites.
 */

/** A column reference. */
export function col(table: string, column: string, grain?: TimeGrain): ColumnExpr {
  return grain === undefined
    ? { kind: 'column', table, column }
    : { kind: 'column', table, column, grain };
}

/** An aggregate over a column, or `count(*)` when arg is null. */
export function agg(fn: AggregateFunction, arg: ColumnExpr | null): AggregateExpr {
  return { kind: 'aggregate', fn, arg };
}

/** A query over `orders AS o` (or another table) with every part empty, to override. */
export function buildQuery(
  overrides: Partial<StructuredQuery>,
  schema: string | null = 'shop',
): StructuredQuery {
  return emptyQuery(
    { name: 'orders', schema, as: 'o' },
    { select: [{ expr: col('o', 'id'), as: 'Id' }], ...overrides },
  );
}

/** `INNER JOIN customers AS c ON c.id = o.customer_id`: each order's customer. */
function joinCustomers(schema: string | null): Join {
  return {
    table: { name: 'customers', schema, as: 'c' },
    type: 'inner',
    on: [{ left: col('c', 'id'), right: col('o', 'customer_id') }],
  };
}

/** Revenue by month since 2024-01-01, oldest first, 12 months at most. */
export function revenueByMonth(schema: string | null = 'shop'): StructuredQuery {
  const month = col('o', 'ordered_on', 'month');
  return buildQuery(
    {
      select: [
        { expr: month, as: 'Month' },
        { expr: agg('sum', col('o', 'amount')), as: 'Revenue' },
      ],
      where: [{ kind: 'compare', left: col('o', 'ordered_on'), op: 'gte', value: '2024-01-01' }],
      groupBy: [month],
      orderBy: [{ expr: month, direction: 'asc' }],
      limit: 12,
    },
    schema,
  );
}

/** Each region's share of all orders, largest first. */
export function shareOfRegion(schema: string | null = 'shop'): StructuredQuery {
  return buildQuery(
    {
      joins: [joinCustomers(schema)],
      select: [
        { expr: col('c', 'region'), as: 'Region' },
        { expr: { kind: 'share', of: agg('count', null) }, as: 'Share' },
      ],
      groupBy: [col('c', 'region')],
      orderBy: [
        { expr: { kind: 'share', of: agg('count', null) }, direction: 'desc' },
        { expr: col('c', 'region'), direction: 'asc' },
      ],
    },
    schema,
  );
}

/** Customers with no paid order, by name. */
export function customersWithoutPaidOrders(schema: string | null = 'shop'): StructuredQuery {
  return buildQuery(
    {
      from: { name: 'customers', schema, as: 'c' },
      select: [{ expr: col('c', 'name'), as: 'Customer' }],
      where: [
        {
          kind: 'exists',
          negate: true,
          from: { name: 'orders', schema, as: 'o' },
          joins: [],
          correlate: [{ left: col('o', 'customer_id'), right: col('c', 'id') }],
          where: [{ kind: 'compare', left: col('o', 'status'), op: 'eq', value: 'paid' }],
        },
      ],
      orderBy: [{ expr: col('c', 'name'), direction: 'asc' }],
    },
    schema,
  );
}

/** Orders whose amount is above the average, largest first, top 3. */
export function ordersAboveAverage(schema: string | null = 'shop'): StructuredQuery {
  return buildQuery(
    {
      select: [
        { expr: col('o', 'id'), as: 'Order' },
        { expr: col('o', 'amount'), as: 'Amount' },
      ],
      where: [
        {
          kind: 'compare_subquery',
          left: col('o', 'amount'),
          op: 'gt',
          subquery: {
            fn: 'avg',
            from: { name: 'orders', schema, as: 'a' },
            arg: col('a', 'amount'),
            where: [],
          },
        },
      ],
      orderBy: [{ expr: col('o', 'amount'), direction: 'desc' }],
      limit: 3,
    },
    schema,
  );
}

/** Customers whose name contains `value` (any case), by name. */
export function nameContains(value: string, schema: string | null = 'shop'): StructuredQuery {
  return buildQuery(
    {
      from: { name: 'customers', schema, as: 'c' },
      select: [{ expr: col('c', 'name'), as: 'Name' }],
      where: [{ kind: 'text', left: col('c', 'name'), op: 'contains', value, negate: false }],
      orderBy: [{ expr: col('c', 'name'), direction: 'asc' }],
    },
    schema,
  );
}

/** Each customer with the customer who referred them (a self-join under two aliases). */
export function referrals(schema: string | null = 'shop'): StructuredQuery {
  return buildQuery(
    {
      from: { name: 'customers', schema, as: 'c' },
      joins: [
        {
          table: { name: 'customers', schema, as: 'r' },
          type: 'left',
          on: [{ left: col('r', 'id'), right: col('c', 'referred_by') }],
        },
      ],
      select: [
        { expr: col('c', 'name'), as: 'Customer' },
        { expr: col('r', 'name'), as: 'Referred by' },
      ],
      orderBy: [{ expr: col('c', 'id'), direction: 'asc' }],
    },
    schema,
  );
}

/**
 * Active North or South customers with a region, signed up in 2024, with more than one order:
 * in, between, null, boolean and an OR group in WHERE, a count in HAVING.
 */
export function busyCustomers(schema: string | null = 'shop'): StructuredQuery {
  return buildQuery(
    {
      joins: [joinCustomers(schema)],
      select: [
        { expr: col('c', 'name'), as: 'Customer' },
        { expr: agg('count', null), as: 'Orders' },
        { expr: agg('avg', col('o', 'quantity')), as: 'Average quantity' },
      ],
      where: [
        { kind: 'in', left: col('c', 'region'), values: ['North', 'South'], negate: false },
        { kind: 'null', left: col('c', 'region'), negate: true },
        {
          kind: 'or',
          conditions: [
            { kind: 'compare', left: col('c', 'active'), op: 'eq', value: true },
            {
              kind: 'between',
              left: col('c', 'signed_up_on'),
              low: '2024-01-01',
              high: '2024-12-31',
            },
          ],
        },
      ],
      groupBy: [col('c', 'name')],
      having: [{ kind: 'compare', left: agg('count', null), op: 'gt', value: 1 }],
      orderBy: [
        { expr: agg('count', null), direction: 'desc' },
        { expr: col('c', 'name'), direction: 'asc' },
      ],
    },
    schema,
  );
}
