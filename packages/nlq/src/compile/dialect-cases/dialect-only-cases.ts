import type { SemanticModel, StructuredQuery } from '@tabletalk/contracts';
import { buildTestModel } from '../test-model';
import { buildQuery, col, customersWithoutPaidOrders, revenueByMonth } from '../test-queries';
import type { DialectCase } from './dialect-case';

/** Customers without paid orders, with a timestamp test inside the EXISTS and a week after it. */
function timestampsAroundExists(): StructuredQuery {
  const query = customersWithoutPaidOrders();
  query.where.push({
    kind: 'compare',
    left: col('c', 'signed_up_on', 'week'),
    op: 'gte',
    value: '2024-01-01',
  });
  const exists = query.where[0];
  if (exists?.kind !== 'exists') throw new Error('fixture changed');
  exists.where.push({
    kind: 'compare',
    left: col('o', 'placed_at'),
    op: 'lt',
    value: '2024-06-01T00:00:00Z',
  });
  return query;
}

/** The shop model with orders.placed_at stored as a BigQuery DATETIME (no time zone). */
function withDatetimePlacedAt(): SemanticModel {
  const model = buildTestModel('shop');
  const orders = model.tables.find((table) => table.name === 'orders');
  const placedAt = orders?.columns.find((column) => column.name === 'placed_at');
  if (placedAt === undefined) throw new Error('fixture changed');
  placedAt.nativeType = 'DATETIME';
  return model;
}

const placedBefore2024 = buildQuery({
  where: [{ kind: 'compare', left: col('o', 'placed_at'), op: 'lt', value: '2024-01-01T00:00' }],
});

/** Forms only one dialect has, or that one dialect's tests single out. */
export const dialectOnlyCases: DialectCase[] = [
  {
    dialect: 'duckdb',
    name: 'leaves a table without a schema unqualified',
    query: revenueByMonth(null),
    model: buildTestModel(null),
    expected: {
      sql: 'SELECT CAST(date_trunc(\'month\', "o"."ordered_on") AS DATE) AS "Month", SUM("o"."amount") AS "Revenue" FROM "orders" AS "o" WHERE "o"."ordered_on" >= CAST(? AS DATE) GROUP BY CAST(date_trunc(\'month\', "o"."ordered_on") AS DATE) ORDER BY CAST(date_trunc(\'month\', "o"."ordered_on") AS DATE) ASC LIMIT 12',
      params: ['2024-01-01'],
    },
  },
  {
    dialect: 'duckdb',
    name: 'drops quote characters from output labels',
    query: buildQuery({ select: [{ expr: col('o', 'id'), as: 'Order "No"' }] }),
    expected: {
      sql: 'SELECT "o"."id" AS "Order No" FROM "shop"."orders" AS "o"',
      params: [],
    },
  },
  {
    dialect: 'postgres',
    name: 'casts values compared with a timestamp and keeps numbering through an EXISTS',
    query: timestampsAroundExists(),
    expected: {
      sql: 'SELECT "c"."name" AS "Customer" FROM "shop"."customers" AS "c" WHERE NOT EXISTS (SELECT 1 FROM "shop"."orders" AS "o" WHERE "o"."customer_id" = "c"."id" AND "o"."status" = $1 AND "o"."placed_at" < CAST($2 AS TIMESTAMP)) AND CAST(date_trunc(\'week\', "c"."signed_up_on") AS DATE) >= CAST($3 AS DATE) ORDER BY "c"."name" ASC',
      params: ['paid', '2024-06-01T00:00:00Z', '2024-01-01'],
    },
  },
  {
    dialect: 'mysql',
    name: 'builds each time grain from date parts, casting timestamps to DATETIME',
    query: buildQuery({
      select: [
        { expr: col('o', 'placed_at', 'week'), as: 'Week' },
        { expr: col('o', 'placed_at', 'quarter'), as: 'Quarter' },
        { expr: col('o', 'placed_at', 'year'), as: 'Year' },
      ],
      where: [
        { kind: 'compare', left: col('o', 'placed_at'), op: 'gte', value: '2024-01-01T10:00' },
      ],
    }),
    expected: {
      sql: 'SELECT DATE_SUB(DATE(`o`.`placed_at`), INTERVAL WEEKDAY(`o`.`placed_at`) DAY) AS `Week`, MAKEDATE(YEAR(`o`.`placed_at`), 1) + INTERVAL (QUARTER(`o`.`placed_at`) - 1) QUARTER AS `Quarter`, MAKEDATE(YEAR(`o`.`placed_at`), 1) AS `Year` FROM `shop`.`orders` AS `o` WHERE `o`.`placed_at` >= CAST(? AS DATETIME)',
      params: ['2024-01-01T10:00'],
    },
  },
  {
    dialect: 'mssql',
    name: 'puts TOP after DISTINCT and sorts by a selected column',
    query: buildQuery({
      from: { name: 'customers', schema: 'shop', as: 'c' },
      select: [{ expr: col('c', 'region'), as: 'Region' }],
      distinct: true,
      orderBy: [{ expr: col('c', 'region'), direction: 'asc' }],
      limit: 5,
    }),
    expected: {
      sql: 'SELECT DISTINCT TOP (5) [c].[region] AS [Region] FROM [shop].[customers] AS [c] ORDER BY [c].[region] ASC',
      params: [],
    },
  },
  {
    dialect: 'mssql',
    name: 'truncates to week and quarter without DATETRUNC',
    query: buildQuery({
      select: [
        { expr: col('o', 'ordered_on', 'week'), as: 'Week' },
        { expr: col('o', 'ordered_on', 'quarter'), as: 'Quarter' },
      ],
    }),
    expected: {
      sql: "SELECT DATEADD(DAY, -(DATEDIFF(DAY, '19000101', [o].[ordered_on]) % 7), CAST([o].[ordered_on] AS DATE)) AS [Week], DATEFROMPARTS(YEAR([o].[ordered_on]), (DATEPART(QUARTER, [o].[ordered_on]) - 1) * 3 + 1, 1) AS [Quarter] FROM [shop].[orders] AS [o]",
      params: [],
    },
  },
  {
    dialect: 'snowflake',
    name: 'truncates a timestamp to a quarter as a DATE',
    query: buildQuery({ select: [{ expr: col('o', 'placed_at', 'quarter'), as: 'Q' }] }),
    expected: {
      sql: 'SELECT CAST(DATE_TRUNC(\'QUARTER\', "o"."placed_at") AS DATE) AS "Q" FROM "shop"."orders" AS "o"',
      params: [],
    },
  },
  {
    dialect: 'bigquery',
    name: 'casts to TIMESTAMP following a TIMESTAMP native type',
    query: placedBefore2024,
    expected: {
      sql: 'SELECT `o`.`id` AS `Id` FROM `shop`.`orders` AS `o` WHERE `o`.`placed_at` < CAST(@p1 AS TIMESTAMP)',
      params: ['2024-01-01T00:00'],
    },
  },
  {
    dialect: 'bigquery',
    name: 'casts to DATETIME following a DATETIME native type',
    query: placedBefore2024,
    model: withDatetimePlacedAt(),
    expected: {
      sql: 'SELECT `o`.`id` AS `Id` FROM `shop`.`orders` AS `o` WHERE `o`.`placed_at` < CAST(@p1 AS DATETIME)',
      params: ['2024-01-01T00:00'],
    },
  },
  {
    dialect: 'bigquery',
    name: 'truncates weeks to Monday',
    query: buildQuery({ select: [{ expr: col('o', 'placed_at', 'week'), as: 'Week' }] }),
    expected: {
      sql: 'SELECT DATE_TRUNC(CAST(`o`.`placed_at` AS DATE), WEEK(MONDAY)) AS `Week` FROM `shop`.`orders` AS `o`',
      params: [],
    },
  },
  {
    dialect: 'databricks',
    name: 'drops backticks from output labels',
    query: buildQuery({ select: [{ expr: col('o', 'id'), as: 'a`b' }] }),
    expected: { sql: 'SELECT `o`.`id` AS `ab` FROM `shop`.`orders` AS `o`', params: [] },
  },
];
