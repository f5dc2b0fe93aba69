import type { DatabricksConnection } from '@tabletalk/contracts';
import { allowsName, compileAllowlist } from '../egress/allowlist';
import { resolveEgressTarget } from '../egress/guard';
import { normalizeHost } from '../egress/host';
import type { Connector } from '../types';
import { columnTypeFromNative } from './column-types';
import { createDatabricksCatalog } from './databricks-catalog';
import {
  type DatabricksDriverConfig,
  type DatabricksRequest,
  databricksDriver,
} from './databricks-driver';
import { mapDatabricksError } from './databricks-errors';
import { connectorError } from './errors';
import { type ConnectorOptions, DEFAULT_CONNECT_TIMEOUT_MS } from './options';
import type { DriverFactory } from './remote-driver';
import { createRemoteSession, openDriver } from './remote-session';
import type { RunOptions } from './session';
import { createSessionConnector } from './session-connector';

/** Domains Databricks serves workspaces from; their DNS is Databricks', not the user's. */
export const DATABRICKS_DOMAINS = [
  '.cloud.databricks.com',
  '.azuredatabricks.net',
  '.gcp.databricks.com',
  '.cloud.databricks.us',
  '.databricks.azure.us',
  '.databricks.azure.cn',
];

/**
 * The driver resolves and connects by itself (no socket hook), so the host must be a
 * Databricks workspace name, whose DNS an attacker does not control, unless an administrator
 * allowlisted it by name. The egress guard then checks where it resolves.
 */
export function isDatabricksHostAllowed(host: string, allowlist: string[]): boolean {
  const normalized = normalizeHost(host);
  if (normalized?.kind !== 'name') return false;
  const compiled = compileAllowlist(allowlist);
  return (
    DATABRICKS_DOMAINS.some((domain) => normalized.name.endsWith(domain)) ||
    compiled.allowsAll ||
    allowsName(compiled, normalized.name)
  );
}

/** Driver options: token auth, TLS verified (the driver's default), no telemetry. */
export function buildDatabricksConfig(config: DatabricksConnection): DatabricksDriverConfig {
  return {
    connection: {
      host: config.host.toLowerCase(),
      path: config.httpPath,
      token: config.token,
      userAgentEntry: 'Tabletalk',
      telemetryEnabled: false,
      retryMaxAttempts: 3,
    },
    session: {
      initialCatalog: config.catalog,
      initialSchema: config.schema,
      // The server default is two days; every statement sets its own below.
      configuration: { STATEMENT_TIMEOUT: '300' },
    },
  };
}

/** STATEMENT_TIMEOUT for SQL warehouses, queryTimeout for clusters; `?` parameters. */
export function buildDatabricksRequest(
  sql: string,
  params: readonly unknown[],
  limits: RunOptions,
): DatabricksRequest {
  const seconds = Math.max(1, Math.ceil(limits.timeoutMs / 1000));
  return {
    setup: [`SET STATEMENT_TIMEOUT = ${seconds}`],
    sql,
    options: {
      ordinalParameters: params.map(toDatabricksParam),
      queryTimeout: seconds,
      maxRows: Math.min(limits.maxRows + 1, 100_000),
    },
  };
}

/**
 * A Databricks SQL connector (`@databricks/sql`). Databricks has no read-only session: use a
 * token of a principal that can only read. Not tested against a live workspace here: options,
 * SQL and error mapping are unit-tested with the driver replaced (`driver`).
 * @example const db = createDatabricksConnector(config, { egress: { allowlist: [] } });
 */
export function createDatabricksConnector(
  config: DatabricksConnection,
  options: ConnectorOptions,
  driver: DriverFactory<DatabricksDriverConfig, DatabricksRequest> = databricksDriver,
): Connector {
  const openSession = async () => {
    if (!isDatabricksHostAllowed(config.host, options.egress.allowlist)) {
      throw connectorError('HOST_NOT_ALLOWED');
    }
    await resolveEgressTarget(config.host, 443, options.egress, {
      lookup: options.lookup,
      timeoutMs: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    });
    const client = await openDriver(
      () => driver(buildDatabricksConfig(config)),
      (error) => mapDatabricksError(error, null, 'connect'),
    );
    return createRemoteSession({
      client,
      buildRequest: buildDatabricksRequest,
      mapError: (error, reason) => mapDatabricksError(error, reason),
      columnType: columnTypeFromNative,
      hasServerTimeout: true,
    });
  };
  return createSessionConnector({
    dialect: 'databricks',
    openSession,
    catalog: createDatabricksCatalog(config.schema ?? 'default'),
  });
}

type DatabricksParam = boolean | number | bigint | Date | string | null;

function toDatabricksParam(value: unknown): DatabricksParam {
  if (value === null || value === undefined) return null;
  const isScalar =
    ['boolean', 'number', 'bigint', 'string'].includes(typeof value) || value instanceof Date;
  return isScalar ? (value as DatabricksParam) : String(value);
}
