import type { DatabricksConnection } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { ConnectorError } from '../types';
import {
  buildDatabricksConfig,
  createDatabricksConnector,
  isDatabricksHostAllowed,
} from './databricks';
import {
  DATABRICKS_COLUMNS,
  DATABRICKS_FOREIGN_KEYS,
  DATABRICKS_PRIMARY_KEY,
} from './databricks-catalog';
import type { DatabricksDriverConfig, DatabricksRequest } from './databricks-driver';
import { mapDatabricksError } from './databricks-errors';
import { driverError, type FakeAnswer, fakeDriver, publicDns, rows } from './test-fake-driver';

const config: DatabricksConnection = {
  type: 'DATABRICKS',
  host: 'adb-1234567890.12.azuredatabricks.net',
  httpPath: '/sql/1.0/warehouses/abc123',
  token: 'dapi-secret',
  catalog: 'main',
  schema: 'sales',
};
const options = { egress: { allowlist: [] }, lookup: publicDns };

function connectorWith(answer: (request: DatabricksRequest) => FakeAnswer) {
  const fake = fakeDriver<DatabricksDriverConfig, DatabricksRequest>(answer);
  return { connector: createDatabricksConnector(config, options, fake.factory), calls: fake.calls };
}

async function failure(promise: Promise<unknown>): Promise<ConnectorError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConnectorError);
  return error as ConnectorError;
}

describe('Databricks connector (driver replaced)', () => {
  it('accepts Databricks workspace hosts, others only when allowlisted by name', () => {
    expect(isDatabricksHostAllowed('dbc-a1b2.cloud.databricks.com', [])).toBe(true);
    expect(isDatabricksHostAllowed('proxy.corp.example', [])).toBe(false);
    expect(isDatabricksHostAllowed('proxy.corp.example', ['proxy.corp.example'])).toBe(true);
    expect(isDatabricksHostAllowed('169.254.169.254', [])).toBe(false);
  });

  it('refuses a host outside Databricks before the driver is called', async () => {
    const fake = fakeDriver<DatabricksDriverConfig, DatabricksRequest>(() => rows([], []));
    const connector = createDatabricksConnector(
      { ...config, host: 'evil.example.com' },
      options,
      fake.factory,
    );
    expect((await failure(connector.testConnection())).code).toBe('HOST_NOT_ALLOWED');
    expect(fake.calls.configs).toHaveLength(0);
  });

  it('builds a token connection without telemetry and a bounded session timeout', () => {
    expect(buildDatabricksConfig(config)).toEqual({
      connection: {
        host: 'adb-1234567890.12.azuredatabricks.net',
        path: '/sql/1.0/warehouses/abc123',
        token: 'dapi-secret',
        userAgentEntry: 'Tabletalk',
        telemetryEnabled: false,
        retryMaxAttempts: 3,
      },
      session: {
        initialCatalog: 'main',
        initialSchema: 'sales',
        configuration: { STATEMENT_TIMEOUT: '300' },
      },
    });
  });

  it('sets STATEMENT_TIMEOUT per statement and binds ordinal parameters', async () => {
    const { connector, calls } = connectorWith(() => rows([['n', 'bigint']], [[5n]], true));
    const result = await connector.query('SELECT ? AS n', [5], { maxRows: 10, timeoutMs: 30_000 });
    expect(calls.requests[0]).toEqual({
      setup: ['SET STATEMENT_TIMEOUT = 30'],
      sql: 'SELECT ? AS n',
      options: { ordinalParameters: [5], queryTimeout: 30, maxRows: 11 },
    });
    expect(result).toEqual({
      columns: [{ name: 'n', type: 'integer' }],
      rows: [[5]],
      truncated: true,
    });
  });

  it('introspects through Unity Catalog information_schema', async () => {
    const { connector } = connectorWith((request) => {
      if (request.sql === DATABRICKS_COLUMNS) {
        return rows(
          [
            ['a', 'string'],
            ['b', 'string'],
            ['c', 'string'],
          ],
          [
            ['id', 'bigint', 'NO'],
            ['total', 'decimal(10,2)', 'YES'],
          ],
        );
      }
      if (request.sql === DATABRICKS_PRIMARY_KEY) return rows([['c', 'string']], [['id']]);
      if (request.sql === DATABRICKS_FOREIGN_KEYS) return rows([['c', 'string']], []);
      if (request.sql.startsWith('SELECT COUNT(*)')) return rows([['n', 'bigint']], [[3n]]);
      return new Error(`unexpected ${request.sql}`);
    });
    const description = await connector.describeTable({ schema: 'sales', name: 'orders' });
    expect(description.columns.map((c) => c.type)).toEqual(['integer', 'decimal']);
    expect(description).toMatchObject({ primaryKey: ['id'], rowCount: 3 });
  });

  it('maps driver errors to safe codes', () => {
    expect(
      mapDatabricksError(driverError('Unauthorized', { statusCode: 401 }), null, 'connect').code,
    ).toBe('AUTH_FAILED');
    expect(
      mapDatabricksError(driverError('Not Found', { statusCode: 404 }), null, 'connect').code,
    ).toBe('DATABASE_NOT_FOUND');
    expect(
      mapDatabricksError(driverError('Query has been timed out due to STATEMENT_TIMEOUT'), null)
        .code,
    ).toBe('QUERY_TIMEOUT');
    expect(
      mapDatabricksError(
        driverError('connect ECONNREFUSED', { code: 'ECONNREFUSED' }),
        null,
        'connect',
      ).code,
    ).toBe('CONNECTION_REFUSED');
  });
});
