import type { PostgresConnection } from '@tabletalk/contracts';
import type { Connector } from '../types';
import type { ConnectorOptions } from './options';
import { createPostgresCatalog } from './postgres-catalog';
import { openPostgresSession } from './postgres-session';
import { createSessionConnector } from './session-connector';

/**
 * A PostgreSQL connector (`pg`): read-only sessions, transaction-local statement timeouts,
 * protocol-level row caps, server-side cancellation, introspection from pg_catalog. Nothing
 * connects until the first call.
 * @example const db = createPostgresConnector(config, { egress: { allowlist: [] } });
 */
export function createPostgresConnector(
  config: PostgresConnection,
  options: ConnectorOptions,
): Connector {
  return createSessionConnector({
    dialect: 'postgres',
    openSession: () => openPostgresSession(config, options),
    catalog: createPostgresCatalog(config.schema),
  });
}
