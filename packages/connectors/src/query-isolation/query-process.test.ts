import { mkdtempSync, rmSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorError } from '../types';
import { type QueryCall, spawnQueryProcess } from './query-process';

const GRACE_MS = 500;
const TIMEOUT_MS = 300;
const SLOW_SQL = 'SELECT count(*) FROM range(100000000000) a WHERE a.range % 7 = 3';

let dir: string;
let databasePath: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'query-process-'));
  databasePath = join(dir, 'empty.duckdb');
  (await DuckDBInstance.create(databasePath)).closeSync();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function queryCall(sql: string, timeoutMs: number): QueryCall {
  const limits = { maxRows: 10, timeoutMs };
  return { connectorId: 'c1', databasePath, method: 'query', args: [sql, [], limits], timeoutMs };
}

describe('spawnQueryProcess', () => {
  it("runs at the niceness it is given (background work), and at the server's otherwise", async () => {
    const background = spawnQueryProcess({
      memoryMb: 256,
      graceMs: GRACE_MS,
      watchIntervalMs: 50,
      niceness: 10,
    });
    const foreground = spawnQueryProcess({ memoryMb: 256, graceMs: GRACE_MS, watchIntervalMs: 50 });
    try {
      // Each has answered, so each has set its priority.
      await background.run(queryCall('SELECT 1', 5_000));
      await foreground.run(queryCall('SELECT 1', 5_000));
      expect(getPriority(background.pid ?? 0)).toBe(Math.max(getPriority(), 10));
      expect(getPriority(foreground.pid ?? 0)).toBe(getPriority());
    } finally {
      background.kill();
      foreground.kill();
    }
  });

  it('kills a process that does not stop at the timeout, at the timeout plus the grace', async () => {
    const child = spawnQueryProcess({ memoryMb: 256, graceMs: GRACE_MS, watchIntervalMs: 50 });
    try {
      // Answers once, so the process is up before it is frozen.
      await child.run(queryCall('SELECT 1', 5_000));
      const started = Date.now();
      const running = child.run(queryCall(SLOW_SQL, TIMEOUT_MS));
      // A frozen process cannot interrupt itself: only the parent's deadline ends the call.
      process.kill(child.pid ?? 0, 'SIGSTOP');
      const error = await running.then(
        () => null,
        (caught: unknown) => caught,
      );
      const elapsed = Date.now() - started;
      expect(error).toBeInstanceOf(ConnectorError);
      expect((error as ConnectorError).code).toBe('QUERY_TIMEOUT');
      expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS + GRACE_MS - 20);
      expect(elapsed).toBeLessThan(TIMEOUT_MS + GRACE_MS + 1_000);
      expect(child.isAlive).toBe(false);
    } finally {
      child.kill();
    }
  }, 20_000);
});
