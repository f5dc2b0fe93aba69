import { busyCustomers, nameContains } from '../test-queries';
import type { SharedCase } from './dialect-case';

/** Conditions: a text search whose wildcards each dialect escapes its own way, and many params. */
export const conditionCases: SharedCase[] = [
  {
    name: 'searches text case-insensitively with wildcards escaped',
    query: nameContains('50%_off[1]!'),
    expected: {
      duckdb: {
        sql: 'SELECT "c"."name" AS "Name" FROM "shop"."customers" AS "c" WHERE "c"."name" ILIKE ? ESCAPE \'!\' ORDER BY "c"."name" ASC',
        params: ['%50!%!_off[1]!!%'],
      },
      postgres: {
        sql: 'SELECT "c"."name" AS "Name" FROM "shop"."customers" AS "c" WHERE "c"."name" ILIKE $1 ESCAPE \'!\' ORDER BY "c"."name" ASC',
        params: ['%50!%!_off[1]!!%'],
      },
      mysql: {
        sql: "SELECT `c`.`name` AS `Name` FROM `shop`.`customers` AS `c` WHERE LOWER(`c`.`name`) LIKE LOWER(?) ESCAPE '!' ORDER BY `c`.`name` ASC",
        params: ['%50!%!_off[1]!!%'],
      },
      mssql: {
        sql: 'SELECT [c].[name] AS [Name] FROM [shop].[customers] AS [c] WHERE LOWER([c].[name]) LIKE LOWER(@p1) ORDER BY [c].[name] ASC',
        params: ['%50[%][_]off[[]1]!%'],
      },
      snowflake: {
        sql: 'SELECT "c"."name" AS "Name" FROM "shop"."customers" AS "c" WHERE "c"."name" ILIKE ? ESCAPE \'!\' ORDER BY "c"."name" ASC',
        params: ['%50!%!_off[1]!!%'],
      },
      bigquery: {
        sql: 'SELECT `c`.`name` AS `Name` FROM `shop`.`customers` AS `c` WHERE LOWER(`c`.`name`) LIKE LOWER(@p1) ORDER BY `c`.`name` ASC',
        params: ['%50\\%\\_off[1]!%'],
      },
      databricks: {
        sql: 'SELECT `c`.`name` AS `Name` FROM `shop`.`customers` AS `c` WHERE LOWER(`c`.`name`) LIKE LOWER(?) ORDER BY `c`.`name` ASC',
        params: ['%50\\%\\_off[1]!%'],
      },
    },
  },
  {
    name: 'numbers parameters in order across WHERE and HAVING',
    query: busyCustomers(),
    expected: {
      duckdb: {
        sql: 'SELECT "c"."name" AS "Customer", COUNT(*) AS "Orders", AVG(CAST("o"."quantity" AS DOUBLE)) AS "Average quantity" FROM "shop"."orders" AS "o" INNER JOIN "shop"."customers" AS "c" ON "c"."id" = "o"."customer_id" WHERE "c"."region" IN (?, ?) AND ("c"."region" IS NOT NULL AND "c"."region" <> \'\') AND ("c"."active" = ? OR "c"."signed_up_on" BETWEEN CAST(? AS DATE) AND CAST(? AS DATE)) GROUP BY "c"."name" HAVING COUNT(*) > ? ORDER BY COUNT(*) DESC, "c"."name" ASC',
        params: ['North', 'South', true, '2024-01-01', '2024-12-31', 1],
      },
      postgres: {
        sql: 'SELECT "c"."name" AS "Customer", COUNT(*) AS "Orders", AVG(CAST("o"."quantity" AS DOUBLE PRECISION)) AS "Average quantity" FROM "shop"."orders" AS "o" INNER JOIN "shop"."customers" AS "c" ON "c"."id" = "o"."customer_id" WHERE "c"."region" IN ($1, $2) AND ("c"."region" IS NOT NULL AND "c"."region" <> \'\') AND ("c"."active" = $3 OR "c"."signed_up_on" BETWEEN CAST($4 AS DATE) AND CAST($5 AS DATE)) GROUP BY "c"."name" HAVING COUNT(*) > $6 ORDER BY COUNT(*) DESC, "c"."name" ASC',
        params: ['North', 'South', true, '2024-01-01', '2024-12-31', 1],
      },
      mysql: {
        sql: "SELECT `c`.`name` AS `Customer`, COUNT(*) AS `Orders`, AVG(CAST(`o`.`quantity` AS DOUBLE)) AS `Average quantity` FROM `shop`.`orders` AS `o` INNER JOIN `shop`.`customers` AS `c` ON `c`.`id` = `o`.`customer_id` WHERE `c`.`region` IN (?, ?) AND (`c`.`region` IS NOT NULL AND `c`.`region` <> '') AND (`c`.`active` = ? OR `c`.`signed_up_on` BETWEEN CAST(? AS DATE) AND CAST(? AS DATE)) GROUP BY `c`.`name` HAVING COUNT(*) > ? ORDER BY COUNT(*) DESC, `c`.`name` ASC",
        params: ['North', 'South', true, '2024-01-01', '2024-12-31', 1],
      },
      mssql: {
        sql: "SELECT [c].[name] AS [Customer], COUNT(*) AS [Orders], AVG(CAST([o].[quantity] AS FLOAT)) AS [Average quantity] FROM [shop].[orders] AS [o] INNER JOIN [shop].[customers] AS [c] ON [c].[id] = [o].[customer_id] WHERE [c].[region] IN (@p1, @p2) AND ([c].[region] IS NOT NULL AND [c].[region] <> '') AND ([c].[active] = @p3 OR [c].[signed_up_on] BETWEEN CAST(@p4 AS DATE) AND CAST(@p5 AS DATE)) GROUP BY [c].[name] HAVING COUNT(*) > @p6 ORDER BY COUNT(*) DESC, [c].[name] ASC",
        params: ['North', 'South', true, '2024-01-01', '2024-12-31', 1],
      },
      snowflake: {
        sql: 'SELECT "c"."name" AS "Customer", COUNT(*) AS "Orders", AVG(CAST("o"."quantity" AS DOUBLE)) AS "Average quantity" FROM "shop"."orders" AS "o" INNER JOIN "shop"."customers" AS "c" ON "c"."id" = "o"."customer_id" WHERE "c"."region" IN (?, ?) AND ("c"."region" IS NOT NULL AND "c"."region" <> \'\') AND ("c"."active" = ? OR "c"."signed_up_on" BETWEEN CAST(? AS DATE) AND CAST(? AS DATE)) GROUP BY "c"."name" HAVING COUNT(*) > ? ORDER BY COUNT(*) DESC, "c"."name" ASC',
        params: ['North', 'South', true, '2024-01-01', '2024-12-31', 1],
      },
      bigquery: {
        sql: "SELECT `c`.`name` AS `Customer`, COUNT(*) AS `Orders`, AVG(CAST(`o`.`quantity` AS FLOAT64)) AS `Average quantity` FROM `shop`.`orders` AS `o` INNER JOIN `shop`.`customers` AS `c` ON `c`.`id` = `o`.`customer_id` WHERE `c`.`region` IN (@p1, @p2) AND (`c`.`region` IS NOT NULL AND `c`.`region` <> '') AND (`c`.`active` = @p3 OR `c`.`signed_up_on` BETWEEN CAST(@p4 AS DATE) AND CAST(@p5 AS DATE)) GROUP BY `c`.`name` HAVING COUNT(*) > @p6 ORDER BY COUNT(*) DESC, `c`.`name` ASC",
        params: ['North', 'South', true, '2024-01-01', '2024-12-31', 1],
      },
      databricks: {
        sql: "SELECT `c`.`name` AS `Customer`, COUNT(*) AS `Orders`, AVG(CAST(`o`.`quantity` AS DOUBLE)) AS `Average quantity` FROM `shop`.`orders` AS `o` INNER JOIN `shop`.`customers` AS `c` ON `c`.`id` = `o`.`customer_id` WHERE `c`.`region` IN (?, ?) AND (`c`.`region` IS NOT NULL AND `c`.`region` <> '') AND (`c`.`active` = ? OR `c`.`signed_up_on` BETWEEN CAST(? AS DATE) AND CAST(? AS DATE)) GROUP BY `c`.`name` HAVING COUNT(*) > ? ORDER BY COUNT(*) DESC, `c`.`name` ASC",
        params: ['North', 'South', true, '2024-01-01', '2024-12-31', 1],
      },
    },
  },
];
