import type { ConnectionConfig } from '@tabletalk/contracts';
import type { Connector } from '../types';
import { createBigQueryConnector } from './bigquery';
import { createDatabricksConnector } from './databricks';
import { createMssqlConnector } from './mssql';
import { createMysqlConnector } from './mysql';
import type { ConnectorOptions } from './options';
import { createPostgresConnector } from './postgres';
import { createSnowflakeConnector } from './snowflake';

/**
 * The connector for a database connection. Nothing connects until the first call; every
 * connect passes the egress guard first, and every query runs read-only (where the engine has
 * such a mode), capped in rows and bounded in time.
 * @example
 * const db = createConnector(connectionConfigSchema.parse(body), { egress: { allowlist: [] } });
 * await db.testConnection(); // throws ConnectorError with a safe message
 */
export function createConnector(config: ConnectionConfig, options: ConnectorOptions): Connector {
  switch (config.type) {
    case 'POSTGRESQL':
      return createPostgresConnector(config, options);
    case 'MYSQL':
    case 'MARIADB':
      return createMysqlConnector(config, options);
    case 'MSSQL':
      return createMssqlConnector(config, options);
    case 'SNOWFLAKE':
      return createSnowflakeConnector(config, options);
    case 'BIGQUERY':
      return createBigQueryConnector(config, options);
    case 'DATABRICKS':
      return createDatabricksConnector(config, options);
  }
}
