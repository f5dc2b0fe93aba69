import { agg, buildQuery, col, revenueByMonth, shareOfRegion } from '../test-queries';
import type { SharedCase } from './dialect-case';

/** MySQL/MariaDB and SQL Server have no median aggregate, so the compiler refuses one. */
const noMedian = {
  refuses: 'refuses a median it has no aggregate for',
  code: 'UNSUPPORTED',
  message: /median cannot be computed/,
} as const;

/** Grouped and aggregated queries: a time grain, a share of the total, a median. */
export const aggregateCases: SharedCase[] = [
  {
    name: 'groups revenue by month with a date-cast parameter and a row limit',
    query: revenueByMonth(),
    expected: {
      duckdb: {
        sql: 'SELECT CAST(date_trunc(\'month\', "o"."ordered_on") AS DATE) AS "Month", SUM("o"."amount") AS "Revenue" FROM "shop"."orders" AS "o" WHERE "o"."ordered_on" >= CAST(? AS DATE) GROUP BY CAST(date_trunc(\'month\', "o"."ordered_on") AS DATE) ORDER BY CAST(date_trunc(\'month\', "o"."ordered_on") AS DATE) ASC LIMIT 12',
        params: ['2024-01-01'],
      },
      postgres: {
        sql: 'SELECT CAST(date_trunc(\'month\', "o"."ordered_on") AS DATE) AS "Month", SUM("o"."amount") AS "Revenue" FROM "shop"."orders" AS "o" WHERE "o"."ordered_on" >= CAST($1 AS DATE) GROUP BY CAST(date_trunc(\'month\', "o"."ordered_on") AS DATE) ORDER BY CAST(date_trunc(\'month\', "o"."ordered_on") AS DATE) ASC LIMIT 12',
        params: ['2024-01-01'],
      },
      mysql: {
        sql: "SELECT CAST(DATE_FORMAT(`o`.`ordered_on`, '%Y-%m-01') AS DATE) AS `Month`, SUM(`o`.`amount`) AS `Revenue` FROM `shop`.`orders` AS `o` WHERE `o`.`ordered_on` >= CAST(? AS DATE) GROUP BY CAST(DATE_FORMAT(`o`.`ordered_on`, '%Y-%m-01') AS DATE) ORDER BY CAST(DATE_FORMAT(`o`.`ordered_on`, '%Y-%m-01') AS DATE) ASC LIMIT 12",
        params: ['2024-01-01'],
      },
      mssql: {
        sql: 'SELECT TOP (12) DATEFROMPARTS(YEAR([o].[ordered_on]), MONTH([o].[ordered_on]), 1) AS [Month], SUM([o].[amount]) AS [Revenue] FROM [shop].[orders] AS [o] WHERE [o].[ordered_on] >= CAST(@p1 AS DATE) GROUP BY DATEFROMPARTS(YEAR([o].[ordered_on]), MONTH([o].[ordered_on]), 1) ORDER BY DATEFROMPARTS(YEAR([o].[ordered_on]), MONTH([o].[ordered_on]), 1) ASC',
        params: ['2024-01-01'],
      },
      snowflake: {
        sql: 'SELECT CAST(DATE_TRUNC(\'MONTH\', "o"."ordered_on") AS DATE) AS "Month", SUM("o"."amount") AS "Revenue" FROM "shop"."orders" AS "o" WHERE "o"."ordered_on" >= CAST(? AS DATE) GROUP BY CAST(DATE_TRUNC(\'MONTH\', "o"."ordered_on") AS DATE) ORDER BY CAST(DATE_TRUNC(\'MONTH\', "o"."ordered_on") AS DATE) ASC LIMIT 12',
        params: ['2024-01-01'],
      },
      bigquery: {
        sql: 'SELECT DATE_TRUNC(CAST(`o`.`ordered_on` AS DATE), MONTH) AS `Month`, SUM(`o`.`amount`) AS `Revenue` FROM `shop`.`orders` AS `o` WHERE `o`.`ordered_on` >= CAST(@p1 AS DATE) GROUP BY DATE_TRUNC(CAST(`o`.`ordered_on` AS DATE), MONTH) ORDER BY DATE_TRUNC(CAST(`o`.`ordered_on` AS DATE), MONTH) ASC LIMIT 12',
        params: ['2024-01-01'],
      },
      databricks: {
        sql: "SELECT CAST(DATE_TRUNC('MONTH', `o`.`ordered_on`) AS DATE) AS `Month`, SUM(`o`.`amount`) AS `Revenue` FROM `shop`.`orders` AS `o` WHERE `o`.`ordered_on` >= CAST(? AS DATE) GROUP BY CAST(DATE_TRUNC('MONTH', `o`.`ordered_on`) AS DATE) ORDER BY CAST(DATE_TRUNC('MONTH', `o`.`ordered_on`) AS DATE) ASC LIMIT 12",
        params: ['2024-01-01'],
      },
    },
  },
  {
    name: 'computes a share over the grouped rows, capped by maxRows',
    query: shareOfRegion(),
    maxRows: 50,
    expected: {
      duckdb: {
        sql: 'SELECT "c"."region" AS "Region", 100.0 * CAST(COUNT(*) AS DOUBLE) / NULLIF(SUM(COUNT(*)) OVER (), 0) AS "Share" FROM "shop"."orders" AS "o" INNER JOIN "shop"."customers" AS "c" ON "c"."id" = "o"."customer_id" GROUP BY "c"."region" ORDER BY 100.0 * CAST(COUNT(*) AS DOUBLE) / NULLIF(SUM(COUNT(*)) OVER (), 0) DESC, "c"."region" ASC LIMIT 50',
        params: [],
      },
      postgres: {
        sql: 'SELECT "c"."region" AS "Region", 100.0 * CAST(COUNT(*) AS DOUBLE PRECISION) / NULLIF(SUM(COUNT(*)) OVER (), 0) AS "Share" FROM "shop"."orders" AS "o" INNER JOIN "shop"."customers" AS "c" ON "c"."id" = "o"."customer_id" GROUP BY "c"."region" ORDER BY 100.0 * CAST(COUNT(*) AS DOUBLE PRECISION) / NULLIF(SUM(COUNT(*)) OVER (), 0) DESC, "c"."region" ASC LIMIT 50',
        params: [],
      },
      mysql: {
        sql: 'SELECT `c`.`region` AS `Region`, 100.0 * CAST(COUNT(*) AS DOUBLE) / NULLIF(SUM(COUNT(*)) OVER (), 0) AS `Share` FROM `shop`.`orders` AS `o` INNER JOIN `shop`.`customers` AS `c` ON `c`.`id` = `o`.`customer_id` GROUP BY `c`.`region` ORDER BY 100.0 * CAST(COUNT(*) AS DOUBLE) / NULLIF(SUM(COUNT(*)) OVER (), 0) DESC, `c`.`region` ASC LIMIT 50',
        params: [],
      },
      mssql: {
        sql: 'SELECT TOP (50) [c].[region] AS [Region], 100.0 * CAST(COUNT(*) AS FLOAT) / NULLIF(SUM(COUNT(*)) OVER (), 0) AS [Share] FROM [shop].[orders] AS [o] INNER JOIN [shop].[customers] AS [c] ON [c].[id] = [o].[customer_id] GROUP BY [c].[region] ORDER BY 100.0 * CAST(COUNT(*) AS FLOAT) / NULLIF(SUM(COUNT(*)) OVER (), 0) DESC, [c].[region] ASC',
        params: [],
      },
      snowflake: {
        sql: 'SELECT "c"."region" AS "Region", 100.0 * CAST(COUNT(*) AS DOUBLE) / NULLIF(SUM(COUNT(*)) OVER (), 0) AS "Share" FROM "shop"."orders" AS "o" INNER JOIN "shop"."customers" AS "c" ON "c"."id" = "o"."customer_id" GROUP BY "c"."region" ORDER BY 100.0 * CAST(COUNT(*) AS DOUBLE) / NULLIF(SUM(COUNT(*)) OVER (), 0) DESC, "c"."region" ASC LIMIT 50',
        params: [],
      },
      bigquery: {
        sql: 'SELECT `c`.`region` AS `Region`, 100.0 * CAST(COUNT(*) AS FLOAT64) / NULLIF(SUM(COUNT(*)) OVER (), 0) AS `Share` FROM `shop`.`orders` AS `o` INNER JOIN `shop`.`customers` AS `c` ON `c`.`id` = `o`.`customer_id` GROUP BY `c`.`region` ORDER BY 100.0 * CAST(COUNT(*) AS FLOAT64) / NULLIF(SUM(COUNT(*)) OVER (), 0) DESC, `c`.`region` ASC LIMIT 50',
        params: [],
      },
      databricks: {
        sql: 'SELECT `c`.`region` AS `Region`, 100.0 * CAST(COUNT(*) AS DOUBLE) / NULLIF(SUM(COUNT(*)) OVER (), 0) AS `Share` FROM `shop`.`orders` AS `o` INNER JOIN `shop`.`customers` AS `c` ON `c`.`id` = `o`.`customer_id` GROUP BY `c`.`region` ORDER BY 100.0 * CAST(COUNT(*) AS DOUBLE) / NULLIF(SUM(COUNT(*)) OVER (), 0) DESC, `c`.`region` ASC LIMIT 50',
        params: [],
      },
    },
  },
  {
    name: 'compiles a median',
    query: buildQuery({
      select: [{ expr: agg('median', col('o', 'amount')), as: 'Median' }],
    }),
    expected: {
      duckdb: {
        sql: 'SELECT MEDIAN("o"."amount") AS "Median" FROM "shop"."orders" AS "o"',
        params: [],
      },
      postgres: {
        sql: 'SELECT PERCENTILE_CONT(0.5) WITHIN GROUP (ORDER BY "o"."amount") AS "Median" FROM "shop"."orders" AS "o"',
        params: [],
      },
      mysql: noMedian,
      mssql: noMedian,
      snowflake: {
        sql: 'SELECT MEDIAN("o"."amount") AS "Median" FROM "shop"."orders" AS "o"',
        params: [],
      },
      bigquery: {
        sql: 'SELECT APPROX_QUANTILES(`o`.`amount`, 100)[OFFSET(50)] AS `Median` FROM `shop`.`orders` AS `o`',
        params: [],
      },
      databricks: {
        sql: 'SELECT MEDIAN(`o`.`amount`) AS `Median` FROM `shop`.`orders` AS `o`',
        params: [],
      },
    },
  },
];
