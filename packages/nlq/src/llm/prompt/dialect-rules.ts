import type { Dialect } from '@tabletalk/contracts';

interface DialectRules {
  name: string;
  quoting: string;
  limit: string;
}

/** How each dialect quotes identifiers and cuts rows, as told to the model. */
export const dialectRules: Record<Dialect, DialectRules> = {
  duckdb: {
    name: 'DuckDB',
    quoting: 'Quote every identifier with double quotes: "some_table"."some_column".',
    limit: 'Cut rows with LIMIT n.',
  },
  postgres: {
    name: 'PostgreSQL',
    quoting: 'Quote every identifier with double quotes: "some_schema"."some_table".',
    limit: 'Cut rows with LIMIT n.',
  },
  mysql: {
    name: 'MySQL / MariaDB',
    quoting: 'Quote every identifier with backticks: `some_table`.`some_column`.',
    limit: 'Cut rows with LIMIT n.',
  },
  mssql: {
    name: 'SQL Server (T-SQL)',
    quoting: 'Quote every identifier with square brackets: [some_schema].[some_table].',
    limit: 'Cut rows with TOP (n) or OFFSET … FETCH; there is no LIMIT.',
  },
  snowflake: {
    name: 'Snowflake',
    quoting:
      'Quote every identifier with double quotes, keeping its exact case: "SOME_TABLE"."SOME_COLUMN".',
    limit: 'Cut rows with LIMIT n.',
  },
  bigquery: {
    name: 'BigQuery (GoogleSQL)',
    quoting: 'Quote every identifier with backticks: `some_dataset`.`some_table`.',
    limit: 'Cut rows with LIMIT n.',
  },
  databricks: {
    name: 'Databricks SQL',
    quoting: 'Quote every identifier with backticks: `some_schema`.`some_table`.',
    limit: 'Cut rows with LIMIT n.',
  },
};
