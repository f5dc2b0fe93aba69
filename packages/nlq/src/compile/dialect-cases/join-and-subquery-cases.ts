import { customersWithoutPaidOrders, ordersAboveAverage, referrals } from '../test-queries';
import type { SharedCase } from './dialect-case';

/** Queries that read a table twice: a correlated NOT EXISTS, an aggregate subquery, a self-join. */
export const joinAndSubqueryCases: SharedCase[] = [
  {
    name: 'correlates a NOT EXISTS subquery',
    query: customersWithoutPaidOrders(),
    expected: {
      duckdb: {
        sql: 'SELECT "c"."name" AS "Customer" FROM "shop"."customers" AS "c" WHERE NOT EXISTS (SELECT 1 FROM "shop"."orders" AS "o" WHERE "o"."customer_id" = "c"."id" AND "o"."status" = ?) ORDER BY "c"."name" ASC',
        params: ['paid'],
      },
      postgres: {
        sql: 'SELECT "c"."name" AS "Customer" FROM "shop"."customers" AS "c" WHERE NOT EXISTS (SELECT 1 FROM "shop"."orders" AS "o" WHERE "o"."customer_id" = "c"."id" AND "o"."status" = $1) ORDER BY "c"."name" ASC',
        params: ['paid'],
      },
      mysql: {
        sql: 'SELECT `c`.`name` AS `Customer` FROM `shop`.`customers` AS `c` WHERE NOT EXISTS (SELECT 1 FROM `shop`.`orders` AS `o` WHERE `o`.`customer_id` = `c`.`id` AND `o`.`status` = ?) ORDER BY `c`.`name` ASC',
        params: ['paid'],
      },
      mssql: {
        sql: 'SELECT [c].[name] AS [Customer] FROM [shop].[customers] AS [c] WHERE NOT EXISTS (SELECT 1 FROM [shop].[orders] AS [o] WHERE [o].[customer_id] = [c].[id] AND [o].[status] = @p1) ORDER BY [c].[name] ASC',
        params: ['paid'],
      },
      snowflake: {
        sql: 'SELECT "c"."name" AS "Customer" FROM "shop"."customers" AS "c" WHERE NOT EXISTS (SELECT 1 FROM "shop"."orders" AS "o" WHERE "o"."customer_id" = "c"."id" AND "o"."status" = ?) ORDER BY "c"."name" ASC',
        params: ['paid'],
      },
      bigquery: {
        sql: 'SELECT `c`.`name` AS `Customer` FROM `shop`.`customers` AS `c` WHERE NOT EXISTS (SELECT 1 FROM `shop`.`orders` AS `o` WHERE `o`.`customer_id` = `c`.`id` AND `o`.`status` = @p1) ORDER BY `c`.`name` ASC',
        params: ['paid'],
      },
      databricks: {
        sql: 'SELECT `c`.`name` AS `Customer` FROM `shop`.`customers` AS `c` WHERE NOT EXISTS (SELECT 1 FROM `shop`.`orders` AS `o` WHERE `o`.`customer_id` = `c`.`id` AND `o`.`status` = ?) ORDER BY `c`.`name` ASC',
        params: ['paid'],
      },
    },
  },
  {
    name: 'compares with an aggregate subquery',
    query: ordersAboveAverage(),
    expected: {
      duckdb: {
        sql: 'SELECT "o"."id" AS "Order", "o"."amount" AS "Amount" FROM "shop"."orders" AS "o" WHERE "o"."amount" > (SELECT AVG("a"."amount") FROM "shop"."orders" AS "a") ORDER BY "o"."amount" DESC LIMIT 3',
        params: [],
      },
      postgres: {
        sql: 'SELECT "o"."id" AS "Order", "o"."amount" AS "Amount" FROM "shop"."orders" AS "o" WHERE "o"."amount" > (SELECT AVG("a"."amount") FROM "shop"."orders" AS "a") ORDER BY "o"."amount" DESC LIMIT 3',
        params: [],
      },
      mysql: {
        sql: 'SELECT `o`.`id` AS `Order`, `o`.`amount` AS `Amount` FROM `shop`.`orders` AS `o` WHERE `o`.`amount` > (SELECT AVG(`a`.`amount`) FROM `shop`.`orders` AS `a`) ORDER BY `o`.`amount` DESC LIMIT 3',
        params: [],
      },
      mssql: {
        sql: 'SELECT TOP (3) [o].[id] AS [Order], [o].[amount] AS [Amount] FROM [shop].[orders] AS [o] WHERE [o].[amount] > (SELECT AVG([a].[amount]) FROM [shop].[orders] AS [a]) ORDER BY [o].[amount] DESC',
        params: [],
      },
      snowflake: {
        sql: 'SELECT "o"."id" AS "Order", "o"."amount" AS "Amount" FROM "shop"."orders" AS "o" WHERE "o"."amount" > (SELECT AVG("a"."amount") FROM "shop"."orders" AS "a") ORDER BY "o"."amount" DESC LIMIT 3',
        params: [],
      },
      bigquery: {
        sql: 'SELECT `o`.`id` AS `Order`, `o`.`amount` AS `Amount` FROM `shop`.`orders` AS `o` WHERE `o`.`amount` > (SELECT AVG(`a`.`amount`) FROM `shop`.`orders` AS `a`) ORDER BY `o`.`amount` DESC LIMIT 3',
        params: [],
      },
      databricks: {
        sql: 'SELECT `o`.`id` AS `Order`, `o`.`amount` AS `Amount` FROM `shop`.`orders` AS `o` WHERE `o`.`amount` > (SELECT AVG(`a`.`amount`) FROM `shop`.`orders` AS `a`) ORDER BY `o`.`amount` DESC LIMIT 3',
        params: [],
      },
    },
  },
  {
    name: 'joins a table to itself under two aliases',
    query: referrals(),
    expected: {
      duckdb: {
        sql: 'SELECT "c"."name" AS "Customer", "r"."name" AS "Referred by" FROM "shop"."customers" AS "c" LEFT JOIN "shop"."customers" AS "r" ON "r"."id" = "c"."referred_by" ORDER BY "c"."id" ASC',
        params: [],
      },
      postgres: {
        sql: 'SELECT "c"."name" AS "Customer", "r"."name" AS "Referred by" FROM "shop"."customers" AS "c" LEFT JOIN "shop"."customers" AS "r" ON "r"."id" = "c"."referred_by" ORDER BY "c"."id" ASC',
        params: [],
      },
      mysql: {
        sql: 'SELECT `c`.`name` AS `Customer`, `r`.`name` AS `Referred by` FROM `shop`.`customers` AS `c` LEFT JOIN `shop`.`customers` AS `r` ON `r`.`id` = `c`.`referred_by` ORDER BY `c`.`id` ASC',
        params: [],
      },
      mssql: {
        sql: 'SELECT [c].[name] AS [Customer], [r].[name] AS [Referred by] FROM [shop].[customers] AS [c] LEFT JOIN [shop].[customers] AS [r] ON [r].[id] = [c].[referred_by] ORDER BY [c].[id] ASC',
        params: [],
      },
      snowflake: {
        sql: 'SELECT "c"."name" AS "Customer", "r"."name" AS "Referred by" FROM "shop"."customers" AS "c" LEFT JOIN "shop"."customers" AS "r" ON "r"."id" = "c"."referred_by" ORDER BY "c"."id" ASC',
        params: [],
      },
      bigquery: {
        sql: 'SELECT `c`.`name` AS `Customer`, `r`.`name` AS `Referred by` FROM `shop`.`customers` AS `c` LEFT JOIN `shop`.`customers` AS `r` ON `r`.`id` = `c`.`referred_by` ORDER BY `c`.`id` ASC',
        params: [],
      },
      databricks: {
        sql: 'SELECT `c`.`name` AS `Customer`, `r`.`name` AS `Referred by` FROM `shop`.`customers` AS `c` LEFT JOIN `shop`.`customers` AS `r` ON `r`.`id` = `c`.`referred_by` ORDER BY `c`.`id` ASC',
        params: [],
      },
    },
  },
];
