import type { MssqlConnection } from '@tabletalk/contracts';
import type mssql from 'mssql';
import { type PinnedTarget, resolveEgressTarget } from '../egress/guard';
import { connectPinned } from '../egress/socket';
import type { Connector } from '../types';
import { columnTypeFromNative } from './column-types';
import { createMssqlCatalog } from './mssql-catalog';
import { type MssqlRequest, mssqlDriver } from './mssql-driver';
import { mapMssqlError } from './mssql-errors';
import {
  type ConnectorOptions,
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_MAX_CONNECTIONS,
} from './options';
import type { DriverFactory } from './remote-driver';
import { createRemoteSession, openDriver } from './remote-session';
import type { RunOptions } from './session';
import { createSessionConnector } from './session-connector';

type TediousConnector = NonNullable<NonNullable<mssql.config['options']>['connector']>;

/**
 * A socket factory for tedious that sends every connection through the egress guard: the
 * configured server goes to its pinned address, and a server-sent redirect (Azure SQL routing)
 * is checked like any user-typed host before a byte goes there.
 */
export function guardedMssqlConnector(
  config: MssqlConnection,
  first: PinnedTarget,
  options: ConnectorOptions,
): TediousConnector {
  const connect = async (target: { host: string; port: number }, signal?: AbortSignal) => {
    const isConfigured = target.host === config.host && target.port === config.port;
    const pinned = isConfigured
      ? first
      : await resolveEgressTarget(target.host, target.port, options.egress, {
          lookup: options.lookup,
        });
    return connectPinned(pinned, signal);
  };
  // tedious calls it as (options, lookup, signal); its typings declare no parameters.
  return ((target: { host: string; port: number }, _lookup: unknown, signal?: AbortSignal) =>
    connect(target, signal)) as unknown as TediousConnector;
}

/**
 * mssql options: TLS on and the certificate checked by default, the server named by its host
 * (for TLS) while the socket goes to the pinned address, requests as read-only intent (read
 * replicas where the server routes them), rows as arrays.
 */
export function buildMssqlConfig(
  config: MssqlConnection,
  connector: TediousConnector,
  options: ConnectorOptions,
): mssql.config {
  return {
    server: config.host,
    port: config.port,
    database: config.database,
    user: config.user,
    password: config.password,
    connectionTimeout: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    // An upper bound; every statement sets its own timeout.
    requestTimeout: 300_000,
    arrayRowMode: true,
    pool: {
      max: options.maxConnections ?? DEFAULT_MAX_CONNECTIONS,
      min: 0,
      idleTimeoutMillis: 30_000,
    },
    options: {
      encrypt: config.encrypt,
      trustServerCertificate: config.trustServerCertificate,
      readOnlyIntent: true,
      appName: 'tabletalk',
      abortTransactionOnError: true,
      enableArithAbort: true,
      useUTC: true,
      connector,
    },
  };
}

/** SET ROWCOUNT stops the server after `maxRows + 1` rows (it also bounds TOP); reset after. */
export function buildMssqlRequest(
  sql: string,
  params: readonly unknown[],
  limits: RunOptions,
): MssqlRequest {
  return {
    setup: [`SET ROWCOUNT ${Math.max(1, Math.floor(limits.maxRows) + 1)}`],
    sql,
    params: Object.fromEntries(
      params.map((value, index) => [
        `p${index + 1}`,
        typeof value === 'bigint' ? value.toString() : value,
      ]),
    ),
    teardown: ['SET ROWCOUNT 0'],
    requestTimeoutMs: limits.timeoutMs,
  };
}

/** SQL Server names booleans `bit`. */
function mssqlColumnType(nativeType: string) {
  return nativeType.toLowerCase() === 'bit' ? 'boolean' : columnTypeFromNative(nativeType);
}

/**
 * A SQL Server connector (`mssql`). Not tested against a live server here: its option building,
 * SQL and error mapping are unit-tested with the driver replaced (`driver`).
 * @example const db = createMssqlConnector(config, { egress: { allowlist: [] } });
 */
export function createMssqlConnector(
  config: MssqlConnection,
  options: ConnectorOptions,
  driver: DriverFactory<mssql.config, MssqlRequest> = mssqlDriver,
): Connector {
  const openSession = async () => {
    const first = await resolveEgressTarget(config.host, config.port, options.egress, {
      lookup: options.lookup,
      timeoutMs: options.connectTimeoutMs,
    });
    const driverConfig = buildMssqlConfig(
      config,
      guardedMssqlConnector(config, first, options),
      options,
    );
    const client = await openDriver(
      () => driver(driverConfig),
      (error) => mapMssqlError(error, null, 'connect'),
    );
    return createRemoteSession({
      client,
      buildRequest: buildMssqlRequest,
      mapError: (error, reason) => mapMssqlError(error, reason),
      columnType: mssqlColumnType,
      // SQL Server has no statement timeout setting: the request timeout sends the cancel.
      hasServerTimeout: false,
    });
  };
  return createSessionConnector({ dialect: 'mssql', openSession, catalog: createMssqlCatalog() });
}
