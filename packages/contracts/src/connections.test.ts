import { describe, expect, it } from 'vitest';
import {
  connectionConfigSchema,
  GOOGLE_TOKEN_URI,
  publicConnectionSchema,
  toPublicConnection,
} from './connections';

const postgres = {
  type: 'POSTGRESQL',
  host: 'db.example.com',
  database: 'shop',
  user: 'reader',
  password: 'secret',
};
const mysql = { ...postgres, type: 'MYSQL' };
const serviceAccount = {
  type: 'service_account',
  client_email: 'reader@proj-123.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----\n',
  token_uri: GOOGLE_TOKEN_URI,
};

describe('connectionConfigSchema (SECURITY A3)', () => {
  it('fills safe defaults: standard ports, TLS required, certificates checked', () => {
    expect(connectionConfigSchema.parse(postgres)).toMatchObject({ port: 5432, ssl: 'require' });
    expect(connectionConfigSchema.parse({ ...postgres, type: 'MSSQL' })).toMatchObject({
      port: 1433,
      encrypt: true,
      trustServerCertificate: false,
    });
  });

  it.each([
    ['INIT', { ...postgres, INIT: 'RUNSCRIPT FROM x' }],
    ['allowLoadLocalInfile', { ...mysql, allowLoadLocalInfile: true }],
    ['multipleStatements', { ...mysql, multipleStatements: true }],
    ['options', { ...postgres, options: '-c default_transaction_read_only=off' }],
    ['socketPath', { ...mysql, socketPath: '/var/run/mysqld/mysqld.sock' }],
    ['connectionString', { ...postgres, connectionString: 'postgres://x' }],
    ['sslrootcert', { ...postgres, sslrootcert: '/etc/passwd' }],
  ])('rejects the extra key %s', (_key, body) => {
    expect(connectionConfigSchema.safeParse(body).success).toBe(false);
  });

  it.each([
    ['host', 'db.example.com;DROP'],
    ['host', 'db example.com'],
    ['host', '/var/run/postgresql'],
    ['host', 'a.example.com,b.example.com'],
    ['host', 'db.example.com\n'],
    ['database', 'shop;INIT=RUNSCRIPT'],
    ['database', 'shop\u0000'],
    ['user', 'reader;'],
    ['user', 'read er'],
  ])('rejects %s %j', (field, value) => {
    expect(connectionConfigSchema.safeParse({ ...postgres, [field]: value }).success).toBe(false);
  });

  it('rejects unknown source types, including file engines', () => {
    for (const type of ['SQLITE', 'DUCKDB', 'H2', 'CSV']) {
      expect(connectionConfigSchema.safeParse({ ...postgres, type }).success).toBe(false);
    }
  });

  it('accepts a service account only when it names Google endpoints', () => {
    const bigquery = { type: 'BIGQUERY', projectId: 'proj-123', dataset: 'sales' };
    const good = { ...bigquery, serviceAccountJson: JSON.stringify(serviceAccount) };
    const forged = {
      ...bigquery,
      serviceAccountJson: JSON.stringify({
        ...serviceAccount,
        token_uri: 'http://169.254.169.254/',
      }),
    };
    expect(connectionConfigSchema.safeParse(good).success).toBe(true);
    expect(connectionConfigSchema.safeParse(forged).success).toBe(false);
    expect(connectionConfigSchema.safeParse({ ...bigquery, serviceAccountJson: '{' }).success).toBe(
      false,
    );
  });

  it('cuts a pasted Snowflake host back to the account', () => {
    const parsed = connectionConfigSchema.parse({
      type: 'SNOWFLAKE',
      account: 'myorg-acct.snowflakecomputing.com',
      user: 'reader',
      password: 'secret',
      warehouse: 'WH',
      database: 'SHOP',
      schema: 'PUBLIC',
    });
    expect(parsed).toMatchObject({ account: 'myorg-acct' });
  });

  it('checks Databricks HTTP paths', () => {
    const databricks = { type: 'DATABRICKS', host: 'adb-1.2.azuredatabricks.net', token: 'dapi1' };
    expect(
      connectionConfigSchema.safeParse({ ...databricks, httpPath: '/sql/1.0/warehouses/abc' })
        .success,
    ).toBe(true);
    expect(connectionConfigSchema.safeParse({ ...databricks, httpPath: 'http://x/' }).success).toBe(
      false,
    );
  });
});

describe('toPublicConnection (SECURITY A5)', () => {
  it('drops every secret field', () => {
    const config = connectionConfigSchema.parse(postgres);
    const shown = toPublicConnection(config);
    expect(shown).not.toHaveProperty('password');
    expect(publicConnectionSchema.parse(shown)).toEqual(shown);
    const bigquery = connectionConfigSchema.parse({
      type: 'BIGQUERY',
      projectId: 'proj-123',
      dataset: 'sales',
      serviceAccountJson: JSON.stringify(serviceAccount),
    });
    expect(JSON.stringify(toPublicConnection(bigquery))).not.toContain('PRIVATE KEY');
  });
});
