import { afterAll, describe, expect, it } from 'vitest';
import { ConnectorError } from '../types';
import { createMysqlConnector } from './mysql';
import { createPostgresConnector } from './postgres';
import { LOCAL_MARIADB, LOCAL_POSTGRES, LOOPBACK_POLICY } from './test-servers';

const MAX_BYTES = 32 * 1_048_576;
const limits = { maxRows: 10_000, timeoutMs: 20_000, maxBytes: MAX_BYTES };
const rssMb = () => process.memoryUsage().rss / 1_048_576;

const engines = [
  {
    name: 'PostgreSQL',
    connector: createPostgresConnector(LOCAL_POSTGRES, LOOPBACK_POLICY),
    // 600 MB of text in 600 rows, well under the row cap.
    sql: "SELECT repeat('x', 1000000) AS s FROM generate_series(1, 600)",
  },
  {
    name: 'MariaDB',
    connector: createMysqlConnector(LOCAL_MARIADB, LOOPBACK_POLICY),
    sql: `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 600)
      SELECT repeat('x', 1000000) AS s FROM n`,
  },
];

afterAll(async () => {
  await Promise.all(engines.map((engine) => engine.connector.close()));
});

describe.each(engines)('a $name result of long values (issue 10)', ({ connector, sql }) => {
  it('stops reading past maxBytes with QUERY_TOO_LARGE, the server under the bound', async () => {
    const before = rssMb();
    const error = await connector.query(sql, [], limits).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).code).toBe('QUERY_TOO_LARGE');
    expect(rssMb() - before).toBeLessThan(3 * (MAX_BYTES / 1_048_576));
    // The connector (and its pool) answers the next query.
    const next = await connector.query('SELECT 1 AS one', [], limits);
    expect(next.rows).toEqual([[1]]);
  }, 60_000);

  it('still reads results under the bound whole', async () => {
    const small = await connector.query(sql.replace('1000000', '1000'), [], limits);
    expect(small.rows).toHaveLength(600);
    expect(small.truncated).toBe(false);
  }, 60_000);
});
