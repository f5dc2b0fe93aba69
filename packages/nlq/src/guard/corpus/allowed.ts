import type { Dialect } from '@tabletalk/contracts';
import { allowedBigquery } from './allowed-bigquery';
import { allowedCommon } from './allowed-common';
import { allowedDatabricks } from './allowed-databricks';
import { allowedDuckdb } from './allowed-duckdb';
import { allowedMssql } from './allowed-mssql';
import { allowedMysql } from './allowed-mysql';
import { allowedPostgres } from './allowed-postgres';
import { allowedSnowflake } from './allowed-snowflake';
import type { CorpusCase } from './corpus-case';

/** Per dialect, the realistic analytic queries the guard must let through (≥ 100 each). */
export const allowedByDialect: Record<Dialect, CorpusCase[]> = {
  postgres: [...allowedCommon, ...allowedPostgres],
  duckdb: [...allowedCommon, ...allowedDuckdb],
  mysql: [...allowedCommon, ...allowedMysql],
  mssql: [...allowedCommon, ...allowedMssql],
  snowflake: [...allowedCommon, ...allowedSnowflake],
  bigquery: [...allowedCommon, ...allowedBigquery],
  databricks: [...allowedCommon, ...allowedDatabricks],
};
