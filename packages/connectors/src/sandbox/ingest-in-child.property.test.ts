import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { FileRejectedError } from '../files/file-rejected-error';
import {
  csvBytes,
  damage,
  randomBytes,
  workbookBytes,
  workbookPlans,
} from '../files/hostile-files-fixture';
import { sniffFile } from '../files/sniff-file';
import { createTempDir } from '../files/test-fixtures';
import { idleIngestChildPids, ingestFileInChild } from './ingest-in-child';

/**
 * Property test of the isolated load the server runs (`ingestFileInChild`, issue 16, hostile
 * input): hostile files end in a result or a FileRejectedError with a readable message, the
 * child never dies on them (no CRASHED), is never left running, and leaves nothing beside the
 * target. Each run forks a child, so the runs are few; `ingest-file.property.test.ts` runs the
 * same inputs in-process many more times. fast-check prints the seed of a failure.
 */

const { dir, cleanup } = createTempDir('ingest-child-property');
afterAll(cleanup);

const limits = { maxRows: 40, maxColumns: 12, maxSheets: 3 };
const sandbox = { memoryMb: 256, timeoutMs: 30_000 };
let counter = 0;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether the child is gone within a few seconds (a killed child is reaped a moment later). */
async function isGone(pid: number): Promise<boolean> {
  for (let waited = 0; waited < 5_000; waited += 50) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** An upload: bytes as they come, or a small workbook, damaged or not. */
const upload = fc.oneof(
  randomBytes.map((bytes) => async () => bytes),
  csvBytes.map((bytes) => async () => bytes),
  fc.tuple(workbookPlans, fc.option(damage)).map(([plans, change]) => async () => {
    const bytes = (await workbookBytes(plans)) ?? Buffer.from('not a workbook');
    return change && bytes.length > 0 ? change(bytes) : bytes;
  }),
);

describe('loading hostile uploads in the sandbox (property)', () => {
  it('ends every upload in a result or a clear refusal, and no child works on after it', async () => {
    await fc.assert(
      fc.asyncProperty(upload, async (make) => {
        counter += 1;
        const filePath = join(dir, `upload-${counter}`);
        const targetPath = join(dir, `source-${counter}.duckdb`);
        writeFileSync(filePath, await make());
        const sniffed = await sniffFile(filePath);
        // The server refuses what is neither at upload; the rest is loaded as sniffed.
        const kind = sniffed.kind === 'xlsx' ? 'xlsx' : 'csv';
        let pid: number | undefined;
        const outcome = await ingestFileInChild({
          filePath,
          kind,
          targetPath,
          limits,
          sandbox,
          onStart: (started) => {
            pid = started;
          },
        }).then(
          (result) => ({ result, error: null }),
          (error: unknown) => ({ result: null, error }),
        );
        if (outcome.error !== null) {
          if (!(outcome.error instanceof FileRejectedError)) throw outcome.error;
          expect(outcome.error.message.length).toBeGreaterThan(10);
          expect(outcome.error.message).not.toMatch(/undefined|\[object |Error:|\n\s+at /);
          expect(existsSync(targetPath)).toBe(false);
        } else {
          expect(outcome.result?.tables.length).toBeGreaterThan(0);
          expect(existsSync(targetPath)).toBe(true);
        }
        // Its child has exited, or waits for the next load (no more than two ever wait).
        const waiting = idleIngestChildPids();
        expect(waiting.length).toBeLessThanOrEqual(2);
        expect(pid === undefined || waiting.includes(pid) || (await isGone(pid))).toBe(true);
        const prefix = `source-${counter}.duckdb.`;
        expect(readdirSync(dir).filter((name) => name.startsWith(prefix))).toEqual([]);
      }),
      { numRuns: 10, timeout: 40_000 },
    );
  });
});
