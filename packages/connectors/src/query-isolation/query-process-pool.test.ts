import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedDuckDbConnector } from './isolated-duckdb-connector';
import { createQueryProcessPool } from './query-process-pool';

let dir: string;
let databasePath: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'query-process-pool-'));
  databasePath = join(dir, 'source.duckdb');
  const instance = await DuckDBInstance.create(databasePath);
  const connection = await instance.connect();
  await connection.run('CREATE TABLE t AS SELECT range AS id FROM range(10)');
  connection.closeSync();
  instance.closeSync();
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('createQueryProcessPool', () => {
  it('serves calls after it was closed, and closes connectors with some slots still empty', async () => {
    const pool = createQueryProcessPool({ memoryMb: 256, size: 4 });
    try {
      pool.close();
      // Each connector's first call after the close starts its own slot's process alone (a
      // connector's slot comes from its random id: of 8, some land past an empty slot).
      for (let index = 0; index < 8; index += 1) {
        const connector = createIsolatedDuckDbConnector(pool, databasePath);
        const result = await connector.query('SELECT count(*) FROM t', [], {
          maxRows: 10,
          timeoutMs: 5_000,
        });
        expect(result.rows).toEqual([[10]]);
        await expect(connector.close()).resolves.toBeUndefined();
        pool.close();
      }
    } finally {
      pool.close();
    }
  });
});
