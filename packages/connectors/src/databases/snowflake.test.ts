import type { SnowflakeConnection } from '@tabletalk/contracts';
import type { ConnectionOptions } from 'snowflake-sdk';
import { describe, expect, it } from 'vitest';
import { ConnectorError } from '../types';
import { buildSnowflakeOptions, createSnowflakeConnector } from './snowflake';
import { SNOWFLAKE_COLUMNS, SNOWFLAKE_ROW_COUNT } from './snowflake-catalog';
import type { SnowflakeRequest } from './snowflake-driver';
import { mapSnowflakeError } from './snowflake-errors';
import { driverError, type FakeAnswer, fakeDriver, publicDns, rows } from './test-fake-driver';

const config: SnowflakeConnection = {
  type: 'SNOWFLAKE',
  account: 'myorg-acct',
  user: 'reader',
  password: 'secret',
  warehouse: 'WH',
  database: 'SHOP',
  schema: 'PUBLIC',
};
const options = { egress: { allowlist: [] }, lookup: publicDns };

function connectorWith(answer: (request: SnowflakeRequest) => FakeAnswer) {
  const fake = fakeDriver<ConnectionOptions, SnowflakeRequest>(answer);
  return { connector: createSnowflakeConnector(config, options, fake.factory), calls: fake.calls };
}

async function failure(promise: Promise<unknown>): Promise<ConnectorError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConnectorError);
  return error as ConnectorError;
}

describe('Snowflake connector (driver replaced)', () => {
  it("connects only to the account's own Snowflake endpoint", () => {
    expect(buildSnowflakeOptions(config)).toMatchObject({
      account: 'myorg-acct',
      accessUrl: 'https://myorg-acct.snowflakecomputing.com',
      username: 'reader',
      authenticator: 'SNOWFLAKE',
      warehouse: 'WH',
      database: 'SHOP',
      schema: 'PUBLIC',
    });
  });

  it('refuses an account endpoint that resolves privately', async () => {
    const fake = fakeDriver<ConnectionOptions, SnowflakeRequest>(() => rows([], []));
    const privateDns = async () => [{ address: '10.1.1.1', family: 4 }];
    const connector = createSnowflakeConnector(
      config,
      { ...options, lookup: privateDns },
      fake.factory,
    );
    expect((await failure(connector.testConnection())).code).toBe('HOST_NOT_ALLOWED');
    expect(fake.calls.configs).toHaveLength(0);
  });

  it('sets the statement timeout, forbids multi-statement batches and binds parameters', async () => {
    const { connector, calls } = connectorWith(() =>
      rows(
        [
          ['N', 'number(38,0)'],
          ['BIG', 'number(38,0)'],
          ['PRICE', 'number(10,2)'],
        ],
        [['12', '12345678901234567890', '9.90']],
      ),
    );
    const result = await connector.query('SELECT ? AS N', [12], { maxRows: 10, timeoutMs: 1_500 });
    expect(calls.requests[0]).toEqual({
      setup: ['ALTER SESSION SET STATEMENT_TIMEOUT_IN_SECONDS = 2'],
      statement: {
        sqlText: 'SELECT ? AS N',
        binds: [12],
        parameters: { MULTI_STATEMENT_COUNT: 1 },
      },
    });
    expect(result.columns.map((c) => c.type)).toEqual(['integer', 'integer', 'decimal']);
    expect(result.rows).toEqual([[12, '12345678901234567890', 9.9]]);
  });

  it('reads keys from SHOW output by column name', async () => {
    const { connector } = connectorWith((request) => {
      const sql = request.statement.sqlText;
      if (sql === SNOWFLAKE_COLUMNS) {
        return rows(
          [
            ['a', 'text'],
            ['b', 'text'],
            ['c', 'text'],
            ['d', 'fixed'],
            ['e', 'fixed'],
          ],
          [
            ['ID', 'NUMBER', 'NO', 38, 0],
            ['CUSTOMER_ID', 'NUMBER', 'NO', 38, 0],
            ['PLACED', 'TIMESTAMP_NTZ', 'YES', null, null],
          ],
        );
      }
      if (sql.startsWith('SHOW PRIMARY KEYS')) {
        return rows(
          [
            ['created_on', 'x'],
            ['column_name', 'text'],
            ['key_sequence', 'fixed'],
          ],
          [[null, 'ID', 1]],
        );
      }
      if (sql.startsWith('SHOW IMPORTED KEYS')) {
        return rows(
          [
            ['pk_schema_name', 'text'],
            ['pk_table_name', 'text'],
            ['pk_column_name', 'text'],
            ['fk_column_name', 'text'],
            ['key_sequence', 'fixed'],
            ['fk_name', 'text'],
          ],
          [['PUBLIC', 'CUSTOMERS', 'ID', 'CUSTOMER_ID', 1, 'FK_C']],
        );
      }
      if (sql === SNOWFLAKE_ROW_COUNT) return rows([['ROW_COUNT', 'fixed']], [['42']]);
      return new Error(`unexpected ${sql}`);
    });
    const description = await connector.describeTable({ schema: 'PUBLIC', name: 'ORDERS' });
    expect(description.columns.map((c) => [c.nativeType, c.type])).toEqual([
      ['NUMBER(38,0)', 'integer'],
      ['NUMBER(38,0)', 'integer'],
      ['TIMESTAMP_NTZ', 'timestamp'],
    ]);
    expect(description.primaryKey).toEqual(['ID']);
    expect(description.foreignKeys).toEqual([
      {
        columns: ['CUSTOMER_ID'],
        references: { schema: 'PUBLIC', name: 'CUSTOMERS' },
        referencedColumns: ['ID'],
      },
    ]);
    expect(description.rowCount).toBe(42);
  });

  it('maps driver errors to safe codes', () => {
    expect(
      mapSnowflakeError(
        driverError('Incorrect username or password was specified.', { code: 390100 }),
        null,
        'connect',
      ).code,
    ).toBe('AUTH_FAILED');
    expect(
      mapSnowflakeError(
        driverError('Statement reached its statement timeout', { code: '000630' }),
        null,
      ).code,
    ).toBe('QUERY_TIMEOUT');
    expect(
      mapSnowflakeError(driverError('SQL execution canceled', { code: '000604' }), null).code,
    ).toBe('QUERY_CANCELLED');
    expect(
      mapSnowflakeError(
        driverError('Network error. Could not reach Snowflake.', { code: 401001 }),
        null,
        'connect',
      ).code,
    ).toBe('CONNECTION_REFUSED');
  });
});
