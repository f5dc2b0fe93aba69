import type { MssqlConnection } from '@tabletalk/contracts';
import type mssql from 'mssql';
import { describe, expect, it } from 'vitest';
import { ConnectorError } from '../types';
import { CONNECTOR_MESSAGES } from './errors';
import { buildMssqlConfig, createMssqlConnector, guardedMssqlConnector } from './mssql';
import {
  MSSQL_COLUMNS,
  MSSQL_FOREIGN_KEYS,
  MSSQL_PRIMARY_KEY,
  MSSQL_ROW_COUNT,
} from './mssql-catalog';
import type { MssqlRequest } from './mssql-driver';
import { mapMssqlError } from './mssql-errors';
import { driverError, type FakeAnswer, fakeDriver, publicDns, rows } from './test-fake-driver';
import { startListener, unusedPort } from './test-servers';

const config: MssqlConnection = {
  type: 'MSSQL',
  host: 'sql.example.com',
  port: 1433,
  database: 'shop',
  user: 'reader',
  password: 'secret',
  encrypt: true,
  trustServerCertificate: false,
};
const options = { egress: { allowlist: [] }, lookup: publicDns };
const limits = { maxRows: 100, timeoutMs: 5_000 };

function connectorWith(answer: (request: MssqlRequest) => FakeAnswer) {
  const fake = fakeDriver<mssql.config, MssqlRequest>(answer);
  return { connector: createMssqlConnector(config, options, fake.factory), calls: fake.calls };
}

async function failure(promise: Promise<unknown>): Promise<ConnectorError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConnectorError);
  return error as ConnectorError;
}

describe('SQL Server connector (driver replaced)', () => {
  it('builds options with TLS verified, the host kept for TLS and read-only intent', () => {
    const connector = guardedMssqlConnector(config, {} as never, options);
    const built = buildMssqlConfig(config, connector, { ...options, connectTimeoutMs: 10_000 });
    expect(built).toMatchObject({
      server: 'sql.example.com',
      port: 1433,
      connectionTimeout: 10_000,
      options: { encrypt: true, trustServerCertificate: false, readOnlyIntent: true, connector },
    });
  });

  it('refuses a private host before the driver is ever called', async () => {
    const fake = fakeDriver<mssql.config, MssqlRequest>(() => rows([], []));
    const connector = createMssqlConnector({ ...config, host: '10.0.0.5' }, options, fake.factory);
    const error = await failure(connector.testConnection());
    expect(error.code).toBe('HOST_NOT_ALLOWED');
    expect(fake.calls.configs).toHaveLength(0);
  });

  it('caps rows with SET ROWCOUNT, binds @p parameters and resets afterwards', async () => {
    const { connector, calls } = connectorWith(() =>
      rows(
        [
          ['id', 'bigint'],
          ['active', 'bit'],
          ['amount', 'decimal'],
          ['day', 'date'],
        ],
        [['9007199254740993', true, 1.5, new Date('2024-01-02T00:00:00Z')]],
        true,
      ),
    );
    const result = await connector.query(
      'SELECT * FROM t WHERE a = @p1 AND b = @p2',
      ['x', 2n],
      limits,
    );
    expect(calls.requests[0]).toEqual({
      setup: ['SET ROWCOUNT 101'],
      sql: 'SELECT * FROM t WHERE a = @p1 AND b = @p2',
      params: { p1: 'x', p2: '2' },
      teardown: ['SET ROWCOUNT 0'],
      requestTimeoutMs: 5_000,
    });
    expect(result).toEqual({
      columns: [
        { name: 'id', type: 'integer' },
        { name: 'active', type: 'boolean' },
        { name: 'amount', type: 'decimal' },
        { name: 'day', type: 'date' },
      ],
      rows: [['9007199254740993', true, 1.5, '2024-01-02']],
      truncated: true,
    });
  });

  it('cancels on the server when the caller aborts, and at the timeout', async () => {
    const cancelled = driverError('Canceled.', { code: 'ECANCEL' });
    const { connector, calls } = connectorWith(() => ({ hangUntilCancelled: cancelled }));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const aborted = await failure(
      connector.query('WAITFOR DELAY', [], { ...limits, signal: controller.signal }),
    );
    expect([aborted.code, calls.cancels]).toEqual(['QUERY_CANCELLED', 1]);
    const timedOut = await failure(
      connector.query('WAITFOR DELAY', [], { maxRows: 1, timeoutMs: 50 }),
    );
    expect([timedOut.code, calls.cancels]).toEqual(['QUERY_TIMEOUT', 2]);
  });

  it('introspects through INFORMATION_SCHEMA and sys', async () => {
    const { connector, calls } = connectorWith((request) => {
      if (request.sql === MSSQL_COLUMNS) {
        return rows(
          [
            ['c', 'x'],
            ['t', 'x'],
            ['n', 'x'],
            ['p', 'x'],
            ['s', 'x'],
          ],
          [
            ['id', 'int', 'NO', 10, 0],
            ['customer_id', 'int', 'NO', 10, 0],
            ['total', 'decimal', 'YES', 12, 2],
            ['whole', 'numeric', 'YES', 12, 0],
          ],
        );
      }
      if (request.sql === MSSQL_PRIMARY_KEY) return rows([['c', 'x']], [['id']]);
      if (request.sql === MSSQL_FOREIGN_KEYS) {
        return rows([['a', 'x']], [['fk_customer', 'customer_id', 'dbo', 'customers', 'id']]);
      }
      if (request.sql === MSSQL_ROW_COUNT) return rows([['n', 'bigint']], [[250_000]]);
      return new Error(`unexpected ${request.sql}`);
    });
    const description = await connector.describeTable({ schema: 'dbo', name: 'orders' });
    expect(description).toEqual({
      table: { schema: 'dbo', name: 'orders' },
      columns: [
        { name: 'id', nativeType: 'int', type: 'integer', nullable: false },
        { name: 'customer_id', nativeType: 'int', type: 'integer', nullable: false },
        { name: 'total', nativeType: 'decimal(12,2)', type: 'decimal', nullable: true },
        { name: 'whole', nativeType: 'numeric(12,0)', type: 'integer', nullable: true },
      ],
      primaryKey: ['id'],
      foreignKeys: [
        {
          columns: ['customer_id'],
          references: { schema: 'dbo', name: 'customers' },
          referencedColumns: ['id'],
        },
      ],
      rowCount: 250_000,
    });
    expect(calls.requests.find((r) => r.sql === MSSQL_FOREIGN_KEYS)?.params).toEqual({
      p1: '[dbo].[orders]',
    });
  });

  it('previews with OFFSET/FETCH and quoted names', async () => {
    const { connector, calls } = connectorWith(() => rows([['a', 'int']], [[1]]));
    await connector.previewRows({ schema: 'dbo', name: 'odd]name' }, { limit: 50, offset: 100 });
    expect(calls.requests[0]?.sql).toBe(
      'SELECT * FROM [dbo].[odd]]name] ORDER BY (SELECT NULL) OFFSET 100 ROWS FETCH NEXT 50 ROWS ONLY',
    );
  });

  it('maps driver errors to safe codes', () => {
    const cases: [unknown, 'connect' | 'query', string][] = [
      [driverError("Login failed for user 'x'.", { code: 'ELOGIN' }), 'connect', 'AUTH_FAILED'],
      [
        driverError('Cannot open database "nope" requested by the login.', { code: 'ELOGIN' }),
        'connect',
        'DATABASE_NOT_FOUND',
      ],
      [
        driverError('Failed to connect to 10.0.0.1:1433 in 10000ms', { code: 'ETIMEOUT' }),
        'connect',
        'CONNECTION_REFUSED',
      ],
      [
        driverError('connect ECONNREFUSED 10.0.0.1:1433', { code: 'ESOCKET' }),
        'connect',
        'CONNECTION_REFUSED',
      ],
      [driverError('self-signed certificate', { code: 'ESOCKET' }), 'connect', 'SSL_REQUIRED'],
      [
        driverError('Timeout: Request failed to complete in 5000ms', { code: 'ETIMEOUT' }),
        'query',
        'QUERY_TIMEOUT',
      ],
      [
        driverError("Invalid column name 'x'.", { code: 'EREQUEST', number: 207 }),
        'query',
        'QUERY_FAILED',
      ],
    ];
    for (const [error, phase, code] of cases) {
      const mapped = mapMssqlError(error, null, phase);
      expect(mapped.code).toBe(code);
      expect(mapped.message).toBe(CONNECTOR_MESSAGES[mapped.code]);
    }
  });
});

describe('SQL Server socket connector', () => {
  it('connects to the pinned address and guards server-sent redirects', async () => {
    const listener = await startListener();
    try {
      const local = { ...config, host: 'db.test', port: listener.port };
      const policy = { egress: { allowlist: ['127.0.0.1'] } };
      const pinned = {
        hostname: 'db.test',
        address: '127.0.0.1',
        family: 4 as const,
        port: listener.port,
        servername: 'db.test',
      };
      const connect = guardedMssqlConnector(local, pinned, policy) as unknown as (target: {
        host: string;
        port: number;
      }) => Promise<import('node:net').Socket>;
      const socket = await connect({ host: 'db.test', port: listener.port });
      socket.destroy();
      const redirect = await failure(connect({ host: '169.254.169.254', port: listener.port }));
      expect(redirect.code).toBe('HOST_NOT_ALLOWED');
      expect(listener.accepted()).toBe(1);
    } finally {
      await listener.close();
    }
  });
});

describe('SQL Server connector with the real driver', () => {
  it('answers a closed port and a silent port with the same error, through the pinned socket', async () => {
    const silent = await startListener();
    try {
      const policy = { egress: { allowlist: ['127.0.0.1'] }, connectTimeoutMs: 1_000 };
      const local = { ...config, host: '127.0.0.1', encrypt: false };
      const refused = await failure(
        createMssqlConnector({ ...local, port: await unusedPort() }, policy).testConnection(),
      );
      const timedOut = await failure(
        createMssqlConnector({ ...local, port: silent.port }, policy).testConnection(),
      );
      expect([timedOut.code, timedOut.message]).toEqual([refused.code, refused.message]);
      expect(refused.code).toBe('CONNECTION_REFUSED');
      expect(silent.accepted()).toBe(1);
    } finally {
      await silent.close();
    }
  });
});
