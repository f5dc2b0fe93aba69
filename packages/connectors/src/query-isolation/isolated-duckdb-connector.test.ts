import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorError, type QueryResult } from '../types';
import { createIsolatedDuckDbConnector } from './isolated-duckdb-connector';
import { createQueryProcessPool, type QueryProcessPool } from './query-process-pool';

const MEMORY_MB = 256;
const CAP = 10_000;
const TIMEOUT_MS = 4_000;
const GRACE_MS = 2_000;

let dir: string;
let databasePath: string;
let pool: QueryProcessPool;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'isolated-duckdb-'));
  databasePath = join(dir, 'source.duckdb');
  const instance = await DuckDBInstance.create(databasePath);
  const connection = await instance.connect();
  await connection.run(`CREATE TABLE orders AS
    SELECT range AS id, 'customer ' || range AS customer, range * 1.5 AS amount FROM range(50000)`);
  connection.closeSync();
  instance.closeSync();
  pool = createQueryProcessPool({ memoryMb: MEMORY_MB, graceMs: GRACE_MS, size: 1 });
});

afterAll(() => {
  pool.close();
  rmSync(dir, { recursive: true, force: true });
});

const rssMb = () => process.memoryUsage().rss / 1_048_576;

/** Runs `sql` and says how it ended: the result, or the connector's error code. */
async function attempt(sql: string, timeoutMs = TIMEOUT_MS) {
  const connector = createIsolatedDuckDbConnector(pool, databasePath);
  const started = Date.now();
  try {
    const result = await connector.query(sql, [], { maxRows: CAP, timeoutMs });
    return { result, code: null, ms: Date.now() - started };
  } catch (error) {
    if (!(error instanceof ConnectorError)) throw error;
    return { result: null as QueryResult | null, code: error.code, ms: Date.now() - started };
  } finally {
    await connector.close();
  }
}

describe('createIsolatedDuckDbConnector', () => {
  it('answers from the file in a query process, cut at the cap and saying so', async () => {
    const { result } = await attempt('SELECT * FROM orders');
    expect(result?.rows).toHaveLength(CAP);
    expect(result?.truncated).toBe(true);
    const exact = await attempt('SELECT count(*) AS n FROM orders');
    expect(exact.result).toMatchObject({ rows: [[50000]], truncated: false });
  });

  it.each([
    ['a huge unnest of range', 'SELECT unnest(range(100000000)) AS n'],
    ['a huge range', 'SELECT * FROM range(10000000000)'],
    ['a cross join of the largest table with itself', 'SELECT * FROM orders a, orders b'],
    [
      'a recursive CTE without end',
      'WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t) SELECT * FROM t',
    ],
    [
      'string_agg of long strings',
      "SELECT string_agg(repeat('x', 100000), ',') FROM range(100000)",
    ],
    ['repeat of a billion characters', "SELECT repeat('x', 1000000000) AS s"],
    ['long strings under the row cap', "SELECT repeat('x', 1000000) AS s FROM range(5000)"],
  ])(
    'stops %s cleanly, the server under its memory bound',
    async (_name, sql) => {
      const before = rssMb();
      const outcome = await attempt(sql);
      expect(rssMb() - before).toBeLessThan(MEMORY_MB);
      expect(outcome.ms).toBeLessThan(TIMEOUT_MS + GRACE_MS + 1_000);
      if (outcome.result) {
        expect(outcome.result.rows.length).toBeLessThanOrEqual(CAP);
        expect(outcome.result.truncated).toBe(true);
      } else {
        expect(['QUERY_TOO_LARGE', 'QUERY_TIMEOUT', 'QUERY_FAILED']).toContain(outcome.code);
      }
      // The pool answers the next question (a killed process is replaced).
      expect((await attempt('SELECT count(*) FROM orders')).result?.rows).toEqual([[50000]]);
    },
    30_000,
  );

  it('kills a process grown past the bound and says the query was too large', async () => {
    const outcome = await attempt("SELECT repeat('x', 1000000000) AS s");
    expect(outcome.code).toBe('QUERY_TOO_LARGE');
    expect(outcome.ms).toBeLessThan(TIMEOUT_MS);
  }, 30_000);

  it('stops a query at its timeout', async () => {
    const outcome = await attempt(
      'SELECT count(*) FROM range(100000000000) a WHERE a.range % 7 = 3',
      500,
    );
    expect(outcome.code).toBe('QUERY_TIMEOUT');
    expect(outcome.ms).toBeLessThan(500 + GRACE_MS);
  }, 30_000);
});
