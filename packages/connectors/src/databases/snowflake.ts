import type { SnowflakeConnection } from '@tabletalk/contracts';
import type { ConnectionOptions } from 'snowflake-sdk';
import { resolveEgressTarget } from '../egress/guard';
import type { Connector } from '../types';
import { columnTypeFromNative } from './column-types';
import { type ConnectorOptions, DEFAULT_CONNECT_TIMEOUT_MS } from './options';
import type { DriverFactory } from './remote-driver';
import { createRemoteSession, openDriver } from './remote-session';
import type { RunOptions } from './session';
import { createSessionConnector } from './session-connector';
import { createSnowflakeCatalog } from './snowflake-catalog';
import { type SnowflakeRequest, snowflakeDriver } from './snowflake-driver';
import { mapSnowflakeError } from './snowflake-errors';

/** The account's endpoint: always under Snowflake's own domain, whatever the user typed. */
export function snowflakeHost(config: SnowflakeConnection): string {
  return `${config.account.toLowerCase()}.snowflakecomputing.com`;
}

/** snowflake-sdk options: password login, the endpoint pinned to the account's own host. */
export function buildSnowflakeOptions(config: SnowflakeConnection): ConnectionOptions {
  return {
    account: config.account,
    accessUrl: `https://${snowflakeHost(config)}`,
    username: config.user,
    password: config.password,
    authenticator: 'SNOWFLAKE',
    warehouse: config.warehouse,
    database: config.database,
    schema: config.schema,
    role: config.role,
    application: 'Tabletalk',
    clientSessionKeepAlive: false,
    sfRetryMaxLoginRetries: 2,
    // Exact numbers arrive as text and become numbers only when nothing is lost.
    fetchAsString: ['Number'],
  };
}

/** Statement timeout for the session, then the statement alone (no multi-statement batches). */
export function buildSnowflakeRequest(
  sql: string,
  params: readonly unknown[],
  limits: RunOptions,
): SnowflakeRequest {
  const seconds = Math.max(1, Math.ceil(limits.timeoutMs / 1000));
  return {
    setup: [`ALTER SESSION SET STATEMENT_TIMEOUT_IN_SECONDS = ${seconds}`],
    statement: {
      sqlText: sql,
      binds: params.map(toBind),
      parameters: { MULTI_STATEMENT_COUNT: 1 },
    },
  };
}

function toBind(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string')
    return value;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * A Snowflake connector (`snowflake-sdk`). Snowflake has no read-only session: connect with a
 * role that can only read (the docs say so). Not tested against a live account here: options,
 * SQL and error mapping are unit-tested with the driver replaced (`driver`).
 * @example const db = createSnowflakeConnector(config, { egress: { allowlist: [] } });
 */
export function createSnowflakeConnector(
  config: SnowflakeConnection,
  options: ConnectorOptions,
  driver: DriverFactory<ConnectionOptions, SnowflakeRequest> = snowflakeDriver,
): Connector {
  const openSession = async () => {
    // The SDK resolves the name itself; the guard still refuses an account whose endpoint
    // resolves privately (e.g. a PrivateLink name) unless an administrator allowed it.
    await resolveEgressTarget(snowflakeHost(config), 443, options.egress, {
      lookup: options.lookup,
      timeoutMs: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    });
    const client = await openDriver(
      () => driver(buildSnowflakeOptions(config)),
      (error) => mapSnowflakeError(error, null, 'connect'),
    );
    return createRemoteSession({
      client,
      buildRequest: buildSnowflakeRequest,
      mapError: (error, reason) => mapSnowflakeError(error, reason),
      columnType: columnTypeFromNative,
      hasServerTimeout: true,
    });
  };
  return createSessionConnector({
    dialect: 'snowflake',
    openSession,
    catalog: createSnowflakeCatalog(config.database, config.schema),
  });
}
