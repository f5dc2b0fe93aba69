import type { Dialect } from '@tabletalk/contracts';
import { bigquery } from './bigquery';
import { databricks } from './databricks';
import { duckdb } from './duckdb';
import { mssql } from './mssql';
import { mysql } from './mysql';
import { postgres } from './postgres';
import { snowflake } from './snowflake';
import type { SqlDialect } from './sql-dialect';

/**
 * The description of one dialect. MariaDB sources use `mysql`.
 * @throws RangeError for a name outside the contract's dialect list.
 */
export function getDialect(dialect: Dialect): SqlDialect {
  switch (dialect) {
    case 'duckdb':
      return duckdb;
    case 'postgres':
      return postgres;
    case 'mysql':
      return mysql;
    case 'mssql':
      return mssql;
    case 'snowflake':
      return snowflake;
    case 'bigquery':
      return bigquery;
    case 'databricks':
      return databricks;
  }
  throw new RangeError(`Unknown SQL dialect: ${String(dialect)}`);
}
