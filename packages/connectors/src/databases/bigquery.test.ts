import type { BigQueryOptions } from '@google-cloud/bigquery';
import type { BigqueryConnection } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { ConnectorError } from '../types';
import {
  buildBigQueryOptions,
  createBigQueryConnector,
  DEFAULT_MAXIMUM_BYTES_BILLED,
} from './bigquery';
import { bigQueryCatalogSql } from './bigquery-catalog';
import { type BigQueryRequest, bigQueryValue } from './bigquery-driver';
import { BYTES_LIMIT_MESSAGE, mapBigQueryError } from './bigquery-errors';
import { driverError, type FakeAnswer, fakeDriver, rows } from './test-fake-driver';

const key = {
  type: 'service_account',
  client_email: 'reader@proj-123.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----\n',
  token_uri: 'https://oauth2.googleapis.com/token',
};
const config: BigqueryConnection = {
  type: 'BIGQUERY',
  projectId: 'proj-123',
  dataset: 'sales',
  location: 'EU',
  serviceAccountJson: JSON.stringify(key),
};
const options = { egress: { allowlist: [] } };

function connectorWith(answer: (request: BigQueryRequest) => FakeAnswer) {
  const fake = fakeDriver<BigQueryOptions, BigQueryRequest>(answer);
  return { connector: createBigQueryConnector(config, options, fake.factory), calls: fake.calls };
}

describe('BigQuery connector (driver replaced)', () => {
  it('passes only the email and private key of the service account', () => {
    const forged = { ...key, token_uri: 'http://169.254.169.254/token' };
    const built = buildBigQueryOptions({ ...config, serviceAccountJson: JSON.stringify(forged) });
    expect(built).toEqual({
      projectId: 'proj-123',
      location: 'EU',
      credentials: { client_email: key.client_email, private_key: key.private_key },
    });
  });

  it('submits a job with a job timeout, a billing cap, standard SQL and the dataset', async () => {
    const { connector, calls } = connectorWith(() => rows([['n', 'int64']], [['7']]));
    const result = await connector.query('SELECT ? AS n, ? AS s', [7, null], {
      maxRows: 10,
      timeoutMs: 30_000,
    });
    expect(calls.requests[0]).toEqual({
      query: 'SELECT ? AS n, ? AS s',
      params: [7, null],
      types: ['INT64', 'STRING'],
      location: 'EU',
      useLegacySql: false,
      defaultDataset: { projectId: 'proj-123', datasetId: 'sales' },
      jobTimeoutMs: 30_000,
      maximumBytesBilled: String(DEFAULT_MAXIMUM_BYTES_BILLED),
      labels: { application: 'tabletalk' },
    });
    expect(result.rows).toEqual([[7]]);
  });

  it('takes the billing cap from the connector options', async () => {
    const fake = fakeDriver<BigQueryOptions, BigQueryRequest>(() => rows([], []));
    const connector = createBigQueryConnector(
      config,
      { ...options, maximumBytesBilled: 1_000_000 },
      fake.factory,
    );
    await connector.query('SELECT 1', [], { maxRows: 1, timeoutMs: 1_000 });
    expect(fake.calls.requests[0]?.maximumBytesBilled).toBe('1000000');
  });

  it('introspects the dataset through its INFORMATION_SCHEMA', async () => {
    const sql = bigQueryCatalogSql('proj-123', 'sales');
    const { connector } = connectorWith((request) => {
      if (request.query === sql.tables)
        return rows(
          [
            ['s', 'string'],
            ['t', 'string'],
          ],
          [['sales', 'orders']],
        );
      if (request.query === sql.columns) {
        return rows(
          [
            ['a', 'string'],
            ['b', 'string'],
            ['c', 'string'],
          ],
          [
            ['id', 'INT64', 'NO'],
            ['day', 'DATE', 'YES'],
            ['amount', 'NUMERIC', 'YES'],
          ],
        );
      }
      if (request.query === sql.primaryKey) return rows([['c', 'string']], [['id']]);
      if (request.query === sql.foreignKeys) return rows([['c', 'string']], []);
      if (request.query === sql.rowCount) return rows([['n', 'int64']], [['1200']]);
      return new Error(`unexpected ${request.query}`);
    });
    expect(await connector.listSchemas()).toEqual(['sales']);
    expect(await connector.listTables()).toEqual([{ schema: 'sales', name: 'orders' }]);
    const description = await connector.describeTable({ schema: 'sales', name: 'orders' });
    expect(description.columns.map((c) => c.type)).toEqual(['integer', 'date', 'decimal']);
    expect(description).toMatchObject({ primaryKey: ['id'], foreignKeys: [], rowCount: 1200 });
    expect(sql.tables).toContain('`proj-123`.`sales`.INFORMATION_SCHEMA.TABLES');
  });

  it('unwraps BigQuery value objects to exact text', () => {
    class Big {
      toString() {
        return '12.50';
      }
    }
    expect(bigQueryValue({ value: '2024-01-02' })).toBe('2024-01-02');
    expect(bigQueryValue(new Big())).toBe('12.50');
    expect(bigQueryValue([{ value: '1' }])).toEqual(['1']);
  });

  it('maps API errors to safe codes', () => {
    const bytes = mapBigQueryError(
      driverError('Query exceeded limit for bytes billed', {
        code: 400,
        errors: [{ reason: 'bytesBilledLimitExceeded' }],
      }),
      null,
    );
    expect([bytes.code, bytes.message]).toEqual(['QUERY_FAILED', BYTES_LIMIT_MESSAGE]);
    expect(mapBigQueryError(driverError('invalid_grant: Invalid JWT Signature.'), null).code).toBe(
      'AUTH_FAILED',
    );
    expect(
      mapBigQueryError(
        driverError('Job timed out after 30s', { code: 400, errors: [{ reason: 'timeout' }] }),
        null,
      ).code,
    ).toBe('QUERY_TIMEOUT');
    expect(
      mapBigQueryError(driverError('Not found: Dataset proj-123:nope', { code: 404 }), null).code,
    ).toBe('DATABASE_NOT_FOUND');
    expect(mapBigQueryError(driverError('x'), 'abort')).toBeInstanceOf(ConnectorError);
  });
});
