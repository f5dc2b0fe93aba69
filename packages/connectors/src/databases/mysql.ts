import type { MysqlConnection } from '@tabletalk/contracts';
import type { Connector } from '../types';
import { createMysqlCatalog } from './mysql-catalog';
import { openMysqlSession } from './mysql-session';
import type { ConnectorOptions } from './options';
import { createSessionConnector } from './session-connector';

/**
 * A MySQL or MariaDB connector (`mysql2`): read-only transactions on a read-only session,
 * per-statement time limits, row caps, KILL QUERY on cancel, no local infile, one statement
 * per call, introspection from information_schema. Nothing connects until the first call.
 * @example const db = createMysqlConnector(config, { egress: { allowlist: [] } });
 */
export function createMysqlConnector(
  config: MysqlConnection,
  options: ConnectorOptions,
): Connector {
  return createSessionConnector({
    dialect: 'mysql',
    openSession: () => openMysqlSession(config, options),
    catalog: createMysqlCatalog(config.database),
  });
}
