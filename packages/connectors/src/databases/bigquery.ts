import type { BigQueryOptions } from '@google-cloud/bigquery';
import type { BigqueryConnection } from '@tabletalk/contracts';
import type { Connector } from '../types';
import { createBigQueryCatalog } from './bigquery-catalog';
import { type BigQueryRequest, bigqueryDriver } from './bigquery-driver';
import { mapBigQueryError } from './bigquery-errors';
import { columnTypeFromNative } from './column-types';
import { connectorError } from './errors';
import type { ConnectorOptions } from './options';
import type { DriverFactory } from './remote-driver';
import { createRemoteSession } from './remote-session';
import type { RunOptions } from './session';
import { createSessionConnector } from './session-connector';

/** Bytes a single query may bill unless the connector options say otherwise (10 GiB). */
export const DEFAULT_MAXIMUM_BYTES_BILLED = 10 * 1024 ** 3;

/**
 * Client options: only the key's email and private key are used, so nothing else in the
 * pasted file (token_uri, universe_domain, ...) can send requests anywhere but Google.
 * @throws ConnectorError CREDENTIALS_UNREADABLE when the key file cannot be read.
 */
export function buildBigQueryOptions(config: BigqueryConnection): BigQueryOptions {
  let key: { client_email?: unknown; private_key?: unknown };
  try {
    key = JSON.parse(config.serviceAccountJson);
  } catch (error) {
    throw connectorError('CREDENTIALS_UNREADABLE', error);
  }
  if (typeof key.client_email !== 'string' || typeof key.private_key !== 'string') {
    throw connectorError('CREDENTIALS_UNREADABLE');
  }
  return {
    projectId: config.projectId,
    location: config.location,
    credentials: { client_email: key.client_email, private_key: key.private_key },
  };
}

function parameterType(value: unknown): string {
  if (typeof value === 'boolean') return 'BOOL';
  if (typeof value === 'bigint' || (typeof value === 'number' && Number.isInteger(value)))
    return 'INT64';
  if (typeof value === 'number') return 'FLOAT64';
  if (value instanceof Date) return 'TIMESTAMP';
  return 'STRING';
}

/**
 * A query job with BigQuery's own limits: jobTimeoutMs (server-side) and maximumBytesBilled
 * (a query that would scan more fails before running), standard SQL, `?` parameters.
 */
export function buildBigQueryRequest(config: BigqueryConnection, maximumBytesBilled: number) {
  return (sql: string, params: readonly unknown[], limits: RunOptions): BigQueryRequest => {
    const values = params.map((value) => (value === undefined ? null : value));
    return {
      query: sql,
      params: values,
      // BigQuery cannot infer the type of a NULL parameter.
      ...(values.includes(null) ? { types: values.map(parameterType) } : {}),
      location: config.location,
      useLegacySql: false,
      defaultDataset: { projectId: config.projectId, datasetId: config.dataset },
      jobTimeoutMs: limits.timeoutMs,
      maximumBytesBilled: String(Math.floor(maximumBytesBilled)),
      labels: { application: 'tabletalk' },
    };
  };
}

/**
 * A BigQuery connector (`@google-cloud/bigquery`). Its endpoints are Google's and not
 * configurable, so there is no host to guard. BigQuery has no read-only session: use a service
 * account with only BigQuery Data Viewer and Job User. Not tested against a live project here:
 * options, SQL and error mapping are unit-tested with the driver replaced (`driver`).
 * @example const db = createBigQueryConnector(config, { egress: { allowlist: [] } });
 */
export function createBigQueryConnector(
  config: BigqueryConnection,
  options: ConnectorOptions,
  driver: DriverFactory<BigQueryOptions, BigQueryRequest> = bigqueryDriver,
): Connector {
  const openSession = async () => {
    const clientOptions = buildBigQueryOptions(config);
    const client = await driver(clientOptions).catch((error: unknown) => {
      throw mapBigQueryError(error, null);
    });
    return createRemoteSession({
      client,
      buildRequest: buildBigQueryRequest(
        config,
        options.maximumBytesBilled ?? DEFAULT_MAXIMUM_BYTES_BILLED,
      ),
      mapError: mapBigQueryError,
      columnType: columnTypeFromNative,
      hasServerTimeout: true,
    });
  };
  return createSessionConnector({
    dialect: 'bigquery',
    openSession,
    catalog: createBigQueryCatalog(config.projectId, config.dataset),
  });
}
