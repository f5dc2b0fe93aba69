import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDuckDbConnector } from '../duckdb/duckdb-connector';
import { FileRejectedError } from '../files/file-rejected-error';
import { createTempDir, writeWorkbook } from '../files/test-fixtures';
import { BACKGROUND_NICENESS } from './background-priority';
import { type IngestInChildOptions, ingestFileInChild } from './ingest-in-child';
import { IngestSandboxError } from './sandbox-error';

const { dir, cleanup } = createTempDir('ingest-child');
afterAll(cleanup);

const limits = { maxRows: 1_000_000, maxColumns: 50, maxSheets: 5 };
const sandbox = { memoryMb: 256, timeoutMs: 60_000 };
let counter = 0;

function csvFile(content: string): { filePath: string; targetPath: string } {
  counter += 1;
  const filePath = join(dir, `in-${counter}.csv`);
  writeFileSync(filePath, content);
  return { filePath, targetPath: join(dir, `out-${counter}.duckdb`) };
}

function bigCsv(rows: number): string {
  const lines = Array.from({ length: rows }, (_, i) => `${i},name ${i},${(i * 7) % 1000}.5`);
  return `id,name,amount\n${lines.join('\n')}\n`;
}

function load(options: Partial<IngestInChildOptions> & { filePath: string; targetPath: string }) {
  return ingestFileInChild({ kind: 'csv', limits, sandbox, ...options });
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (caught: unknown) => caught,
  );
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Files a load left beside its target (staging database, log, spill folder). */
function leftovers(targetPath: string): string[] {
  const prefix = `${targetPath.split('/').at(-1)}.staging-`;
  return readdirSync(dir).filter((name) => name.startsWith(prefix));
}

async function count(targetPath: string, table: string): Promise<unknown> {
  const connector = createDuckDbConnector(targetPath);
  try {
    const result = await connector.query(`SELECT count(*) FROM "${table}"`, [], {
      maxRows: 1,
      timeoutMs: 10_000,
    });
    return result.rows[0]?.[0];
  } finally {
    await connector.close();
  }
}

describe('ingestFileInChild', () => {
  it('loads a CSV in a child process, reporting progress over IPC', async () => {
    const files = csvFile(bigCsv(5_000));
    const progress: number[] = [];
    let childPid = 0;
    const result = await load({
      ...files,
      onProgress: (fraction) => progress.push(fraction),
      onStart: (pid) => {
        childPid = pid;
      },
    });
    expect(childPid).not.toBe(process.pid);
    expect(result.tables[0]).toMatchObject({ name: 'data', rowCount: 5_000 });
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(await count(files.targetPath, 'data')).toBe(5_000);
    expect(leftovers(files.targetPath)).toEqual([]);
  });

  it('loads an XLSX workbook in a child process', async () => {
    counter += 1;
    const filePath = join(dir, `book-${counter}.xlsx`);
    const targetPath = join(dir, `book-${counter}.duckdb`);
    await writeWorkbook(filePath, [
      {
        name: 'Sales',
        rows: [
          ['region', 'amount'],
          ['North', 10],
          ['South', 20],
        ],
      },
      { name: 'Staff', rows: [['name'], ['Ada']] },
    ]);
    const result = await ingestFileInChild({ filePath, targetPath, kind: 'xlsx', limits, sandbox });
    expect(result.tables.map((table) => [table.name, table.rowCount])).toEqual([
      ['sales', 2],
      ['staff', 1],
    ]);
    expect(await count(targetPath, 'sales')).toBe(2);
  });

  it("hands a refused file back as the parent's FileRejectedError", async () => {
    const error = await failure(load(csvFile('')));
    expect(error).toBeInstanceOf(FileRejectedError);
    expect(error).toMatchObject({ code: 'EMPTY', message: 'The file is empty.' });
  });

  it('loads below the priority of the process that asked (background work)', async () => {
    let pid = 0;
    await load({ ...csvFile(bigCsv(10)), onStart: (started) => (pid = started) });
    expect(pid).toBeGreaterThan(0);
    // The child waits for its next load, at the niceness it set itself.
    expect(getPriority(pid)).toBe(Math.max(getPriority(), BACKGROUND_NICENESS));
  });

  it('lets a child that answered serve the next load, and never one that was killed', async () => {
    const pids: number[] = [];
    const onStart = (pid: number) => pids.push(pid);
    await load({ ...csvFile(bigCsv(10)), onStart });
    await failure(load({ ...csvFile(''), onStart }));
    const after = await load({ ...csvFile(bigCsv(20)), onStart });
    expect(after.tables[0]).toMatchObject({ rowCount: 20 });
    // A refused file is an answer too: one child served the three loads.
    expect(new Set(pids).size).toBe(1);
    const killed = pids[0] ?? 0;
    const error = await failure(
      load({
        ...csvFile(bigCsv(200_000)),
        onStart,
        onProgress: (fraction) => {
          if (fraction >= 0.02) process.kill(killed, 'SIGKILL');
        },
      }),
    );
    expect(error).toMatchObject({ code: 'CRASHED' });
    await load({ ...csvFile(bigCsv(5)), onStart });
    expect(pids.at(-1)).not.toBe(killed);
    expect(isAlive(killed)).toBe(false);
  });

  it('turns a child killed mid-load (kill -9) into CRASHED and leaves no staging files', async () => {
    const files = csvFile(bigCsv(200_000));
    let childPid = 0;
    let stagingAtKill: string[] = [];
    const error = await failure(
      load({
        ...files,
        onStart: (pid) => {
          childPid = pid;
        },
        onProgress: (fraction) => {
          // From 2 % on the staging database exists: the kill leaves it behind.
          if (fraction < 0.02 || stagingAtKill.length > 0) return;
          stagingAtKill = leftovers(files.targetPath);
          process.kill(childPid, 'SIGKILL');
        },
      }),
    );
    expect(stagingAtKill.length).toBeGreaterThan(0);
    expect(error).toBeInstanceOf(IngestSandboxError);
    expect(error).toMatchObject({
      code: 'CRASHED',
      message:
        'The file could not be loaded: the loader stopped unexpectedly. Please try uploading it again.',
    });
    expect((error as Error).cause).toMatchObject({ signal: 'SIGKILL' });
    expect(existsSync(files.targetPath)).toBe(false);
    expect(leftovers(files.targetPath)).toEqual([]);
  });

  it('kills a child past its wall-clock limit with a readable TIMEOUT', async () => {
    const files = csvFile(bigCsv(1_000));
    let childPid = 0;
    const error = await failure(
      load({
        ...files,
        sandbox: { memoryMb: 256, timeoutMs: 150 },
        onStart: (pid) => {
          childPid = pid;
        },
      }),
    );
    expect(error).toBeInstanceOf(IngestSandboxError);
    expect(error).toMatchObject({
      code: 'TIMEOUT',
      message:
        'The file took longer than 1 second to load and was stopped. Try a smaller file, or split it into several.',
    });
    expect(isAlive(childPid)).toBe(false);
    expect(existsSync(files.targetPath)).toBe(false);
  });

  it('kills the child when the caller aborts', async () => {
    const files = csvFile(bigCsv(200_000));
    const controller = new AbortController();
    let childPid = 0;
    const loading = load({
      ...files,
      signal: controller.signal,
      onStart: (pid) => {
        childPid = pid;
      },
      // Aborted once the load runs (a child kept from an earlier load starts at once).
      onProgress: () => controller.abort(new Error('upload deleted')),
    });
    await expect(loading).rejects.toThrow('upload deleted');
    expect(isAlive(childPid)).toBe(false);
  });

  it('reports a child that runs out of its heap as OUT_OF_MEMORY', async () => {
    const error = await failure(
      load({ ...csvFile(bigCsv(10)), sandbox: { memoryMb: 4, timeoutMs: 60_000 } }),
    );
    expect(error).toBeInstanceOf(IngestSandboxError);
    expect(error).toMatchObject({ code: 'OUT_OF_MEMORY' });
  });
});
