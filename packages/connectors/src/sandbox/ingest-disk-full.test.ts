import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStorageFullError } from '../files/storage-full';
import { createTempDir, writeWorkbook } from '../files/test-fixtures';
import { ingestFileInChild } from './ingest-in-child';
import { IngestSandboxError, sandboxMessages } from './sandbox-error';

/** Mounting a small file system needs root, as on the CI machine. */
const isRoot = process.getuid?.() === 0;

const limits = { maxRows: 1_000_000, maxColumns: 50, maxSheets: 5 };
const sandbox = { memoryMb: 256, timeoutMs: 60_000 };
const ROWS = 20_000;
/** The small disk grows by this much after each failed load, up to `MAX_KB`. */
const STEP_KB = 256;
const MAX_KB = 8_192;

/** Rows of random text, which DuckDB cannot compress much (about 2.5 MB once loaded). */
function randomRows(): (string | number)[][] {
  return Array.from({ length: ROWS }, (_, i) => [
    i + 1,
    randomBytes(16).toString('hex'),
    randomBytes(16).toString('hex'),
  ]);
}

describe('isStorageFullError', () => {
  it("knows Node's codes and DuckDB's words for a full disk, and nothing else", () => {
    const write = Object.assign(new Error('ENOSPC: no space left on device, write'), {
      code: 'ENOSPC',
      syscall: 'write',
    });
    expect(isStorageFullError(write)).toBe(true);
    expect(isStorageFullError(Object.assign(new Error('quota'), { code: 'EDQUOT' }))).toBe(true);
    const duckdb = new Error(
      'FATAL Error: Failed to create checkpoint because of error: Could not write file "/x.duckdb.staging-1": No space left on device',
    );
    expect(isStorageFullError(new Error('Failed to append', { cause: duckdb }))).toBe(true);
    expect(isStorageFullError(duckdb.message)).toBe(true);
    expect(isStorageFullError(new Error('Conversion Error: Could not convert string'))).toBe(false);
    expect(isStorageFullError(Object.assign(new Error('gone'), { code: 'ENOENT' }))).toBe(false);
    expect(isStorageFullError(null)).toBe(false);
  });
});

describe.runIf(isRoot)('ingestFileInChild on a disk that fills up (SECURITY 3.2-F9)', () => {
  const { dir, cleanup } = createTempDir('ingest-disk-full');
  /** A small disk for the databases; the files to load stay outside it. */
  const disk = join(dir, 'disk');
  beforeAll(() => {
    mkdirSync(disk);
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${STEP_KB}k`, 'tmpfs', disk]);
  });
  afterAll(() => {
    execFileSync('umount', [disk]);
    cleanup();
  });

  /**
   * Loads the file on a disk of STEP_KB, then one STEP_KB larger after each failure, until it
   * fits: the disk fills up at every point of the load in turn (the data, its commit, the
   * checkpoint). Returns each failure's error, and the size that took the load.
   */
  async function loadOnGrowingDisk(filePath: string, kind: 'csv' | 'xlsx') {
    const failures: unknown[] = [];
    for (let kb = STEP_KB; kb <= MAX_KB; kb += STEP_KB) {
      execFileSync('mount', ['-o', `remount,size=${kb}k`, disk]);
      const targetPath = join(disk, `${kind}-${kb}.duckdb`);
      try {
        const result = await ingestFileInChild({ filePath, targetPath, kind, limits, sandbox });
        return { failures, result, targetPath, kb };
      } catch (error) {
        failures.push(error);
        // Nothing at the target, no staging database, log or spill folder left on the disk.
        expect(existsSync(targetPath)).toBe(false);
        expect(readdirSync(disk)).toEqual([]);
      }
    }
    throw new Error(`the load did not fit in ${MAX_KB} KB`);
  }

  it.each(['csv', 'xlsx'] as const)(
    'fails a %s load with STORAGE_FULL wherever the disk fills up, leaves nothing behind, and loads once there is room',
    async (kind) => {
      const rows = randomRows();
      const filePath = join(dir, `codes.${kind}`);
      if (kind === 'csv') {
        writeFileSync(filePath, `id,code,token\n${rows.map((row) => row.join(',')).join('\n')}\n`);
      } else {
        await writeWorkbook(filePath, [
          { name: 'Codes', rows: [['id', 'code', 'token'], ...rows] },
        ]);
      }
      const { failures, result, targetPath, kb } = await loadOnGrowingDisk(filePath, kind);
      for (const error of failures) {
        expect(error).toBeInstanceOf(IngestSandboxError);
        expect(error).toMatchObject({ code: 'STORAGE_FULL', message: sandboxMessages.storageFull });
      }
      expect(result.tables[0]?.rowCount).toBe(ROWS);
      expect(readdirSync(disk)).toEqual([targetPath.split('/').at(-1)]);
      rmSync(targetPath);
      // The disk filled up both while the rows were written and while they were checkpointed.
      const causes = failures.map((error) => String((error as Error).cause));
      expect(causes.some((cause) => /Failed to commit/i.test(cause))).toBe(true);
      expect(causes.some((cause) => /checkpoint/i.test(cause))).toBe(true);
      expect(kb).toBeGreaterThan(STEP_KB * 3);
    },
  );
});
