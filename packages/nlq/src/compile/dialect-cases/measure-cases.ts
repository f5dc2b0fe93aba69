import { measureByRegion, measureInWhere } from '../measure-queries';
import type { SharedCase } from './dialect-case';

/** A measure may only be compared after grouping, so WHERE refuses one. */
const inWhere = {
  refuses: 'refuses a measure in WHERE',
  code: 'INVALID_QUERY',
  message: /measure cannot filter rows in WHERE/,
} as const;

/**
 * Measures: a formula of aggregates, with arithmetic inside a sum, a division through a double
 * guarded against zero, and count(distinct …).
 */
export const measureCases: SharedCase[] = [
  {
    name: 'compiles a measure formula grouped by a joined column',
    query: measureByRegion(),
    expected: {
      duckdb: {
        sql: 'SELECT "c"."region" AS "Region", (CAST(SUM(("o"."amount" * ("o"."quantity" - 1))) AS DOUBLE) / NULLIF(COUNT(DISTINCT "o"."id"), 0)) AS "Extra per order" FROM "shop"."orders" AS "o" INNER JOIN "shop"."customers" AS "c" ON "c"."id" = "o"."customer_id" GROUP BY "c"."region" ORDER BY "c"."region" ASC',
        params: [],
      },
      postgres: {
        sql: 'SELECT "c"."region" AS "Region", (CAST(SUM(("o"."amount" * ("o"."quantity" - 1))) AS DOUBLE PRECISION) / NULLIF(COUNT(DISTINCT "o"."id"), 0)) AS "Extra per order" FROM "shop"."orders" AS "o" INNER JOIN "shop"."customers" AS "c" ON "c"."id" = "o"."customer_id" GROUP BY "c"."region" ORDER BY "c"."region" ASC',
        params: [],
      },
      mysql: {
        sql: 'SELECT `c`.`region` AS `Region`, (CAST(SUM((`o`.`amount` * (`o`.`quantity` - 1))) AS DOUBLE) / NULLIF(COUNT(DISTINCT `o`.`id`), 0)) AS `Extra per order` FROM `shop`.`orders` AS `o` INNER JOIN `shop`.`customers` AS `c` ON `c`.`id` = `o`.`customer_id` GROUP BY `c`.`region` ORDER BY `c`.`region` ASC',
        params: [],
      },
      mssql: {
        sql: 'SELECT [c].[region] AS [Region], (CAST(SUM(([o].[amount] * ([o].[quantity] - 1))) AS FLOAT) / NULLIF(COUNT(DISTINCT [o].[id]), 0)) AS [Extra per order] FROM [shop].[orders] AS [o] INNER JOIN [shop].[customers] AS [c] ON [c].[id] = [o].[customer_id] GROUP BY [c].[region] ORDER BY [c].[region] ASC',
        params: [],
      },
      snowflake: {
        sql: 'SELECT "c"."region" AS "Region", (CAST(SUM(("o"."amount" * ("o"."quantity" - 1))) AS DOUBLE) / NULLIF(COUNT(DISTINCT "o"."id"), 0)) AS "Extra per order" FROM "shop"."orders" AS "o" INNER JOIN "shop"."customers" AS "c" ON "c"."id" = "o"."customer_id" GROUP BY "c"."region" ORDER BY "c"."region" ASC',
        params: [],
      },
      bigquery: {
        sql: 'SELECT `c`.`region` AS `Region`, (CAST(SUM((`o`.`amount` * (`o`.`quantity` - 1))) AS FLOAT64) / NULLIF(COUNT(DISTINCT `o`.`id`), 0)) AS `Extra per order` FROM `shop`.`orders` AS `o` INNER JOIN `shop`.`customers` AS `c` ON `c`.`id` = `o`.`customer_id` GROUP BY `c`.`region` ORDER BY `c`.`region` ASC',
        params: [],
      },
      databricks: {
        sql: 'SELECT `c`.`region` AS `Region`, (CAST(SUM((`o`.`amount` * (`o`.`quantity` - 1))) AS DOUBLE) / NULLIF(COUNT(DISTINCT `o`.`id`), 0)) AS `Extra per order` FROM `shop`.`orders` AS `o` INNER JOIN `shop`.`customers` AS `c` ON `c`.`id` = `o`.`customer_id` GROUP BY `c`.`region` ORDER BY `c`.`region` ASC',
        params: [],
      },
    },
  },
  {
    name: 'a measure in WHERE',
    query: measureInWhere(),
    expected: {
      duckdb: inWhere,
      postgres: inWhere,
      mysql: inWhere,
      mssql: inWhere,
      snowflake: inWhere,
      bigquery: inWhere,
      databricks: inWhere,
    },
  },
];
