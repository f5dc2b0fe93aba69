import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { loadCsv } from './csv-load';
import { FileRejectedError } from './file-rejected-error';
import { createProgressReporter, type IngestLimits, type IngestResult } from './ingest-types';
import { sniffFile } from './sniff-file';
import {
  abandonStagingDatabase,
  closeStagingDatabase,
  openStagingDatabase,
} from './staging-database';
import type { ZipLimits } from './zip-guard';

export interface IngestFileOptions {
  filePath: string;
  /** What the file was accepted as; its bytes are checked again. */
  kind: 'csv' | 'xlsx';
  /** The source's DuckDB database; replaced atomically, only when the load succeeds. */
  targetPath: string;
  /** CSV: the table's name (default `data`). Sheets are named after themselves. */
  tableName?: string;
  /** CSV: user-fixed header names from `csv-headers`, by position. */
  headers?: string[];
  /** CSV: whether the first row is a header; detected when absent (an all-numeric row is data). */
  hasHeaderRow?: boolean;
  limits: IngestLimits;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** DuckDB's `memory_limit` while loading, e.g. '512MB' (the default); DuckDB spills past it. */
  duckdbMemoryLimit?: string;
  /** Tighter zip bounds (tests); the defaults follow SECURITY E2. */
  zipLimits?: Partial<ZipLimits>;
}

/** Infix of staging files: `<target>.staging-<random>`, with `.wal` and `.tmp` beside them. */
export const STAGING_MARKER = '.staging-';

/**
 * Loads an uploaded CSV or XLSX into a new DuckDB database at `targetPath`: built in
 * `${targetPath}.staging-<random>` with bounded memory (`duckdbMemoryLimit`, 512 MB by default,
 * 2 threads, spilling next to the target) and renamed onto `targetPath` only on success, so a failed, aborted or killed load never
 * leaves a half-built database where readers look. On failure the staging files are removed.
 *
 * Throws FileRejectedError (limit codes carry `details.limit` and `details.actual`), or the
 * signal's reason when aborted.
 *
 * @example
 *   const { tables } = await ingestFile({ filePath, kind: 'csv', targetPath,
 *     limits: { maxRows: 100_000, maxColumns: 50, maxSheets: 5 }, onProgress: setPercent });
 */
export async function ingestFile(options: IngestFileOptions): Promise<IngestResult> {
  options.signal?.throwIfAborted();
  const progress = createProgressReporter(options.onProgress);
  progress(0);
  await assertKind(options.filePath, options.kind);
  await mkdir(dirname(options.targetPath), { recursive: true });
  const stagingPath = `${options.targetPath}${STAGING_MARKER}${randomBytes(6).toString('hex')}`;
  const tempFiles: string[] = [];
  try {
    const result =
      options.kind === 'xlsx'
        ? await (await loadXlsxModule()).loadXlsx({
            filePath: options.filePath,
            stagingPath,
            memoryLimit: options.duckdbMemoryLimit,
            limits: options.limits,
            zipLimits: options.zipLimits,
            progress,
            signal: options.signal,
          })
        : await ingestCsv(options, stagingPath, tempFiles, progress);
    options.signal?.throwIfAborted();
    // A stale log next to the target would be replayed onto the new database.
    await rm(`${options.targetPath}.wal`, { force: true });
    await rename(stagingPath, options.targetPath);
    progress(1);
    return result;
  } finally {
    await removeStagingFiles(stagingPath, tempFiles);
  }
}

/**
 * The XLSX loader, imported on first use: exceljs takes most of a second to load, which a CSV
 * load in a fresh child process (`ingestFileInChild`) should not pay.
 */
function loadXlsxModule() {
  return import('./xlsx-load');
}

async function assertKind(filePath: string, kind: 'csv' | 'xlsx'): Promise<void> {
  const sniffed = await sniffFile(filePath);
  if (sniffed.kind === kind) return;
  throw new FileRejectedError(
    sniffed.code ?? 'NOT_A_TABLE',
    sniffed.reason ?? `The file is not a ${kind === 'csv' ? 'CSV' : 'an Excel .xlsx'} file.`,
  );
}

async function ingestCsv(
  options: IngestFileOptions,
  stagingPath: string,
  tempFiles: string[],
  progress: (fraction: number) => void,
): Promise<IngestResult> {
  const database = await openStagingDatabase(stagingPath, options.duckdbMemoryLimit);
  try {
    const { table, problems } = await loadCsv({
      connection: database.connection,
      filePath: options.filePath,
      tempPrefix: stagingPath,
      tableName: options.tableName ?? 'data',
      headers: options.headers,
      hasHeaderRow: options.hasHeaderRow,
      limits: options.limits,
      progress,
      signal: options.signal,
      tempFiles,
    });
    options.signal?.throwIfAborted();
    await closeStagingDatabase(database);
    return { tables: [table], problems };
  } catch (error) {
    abandonStagingDatabase(database);
    throw error;
  }
}

async function removeStagingFiles(stagingPath: string, tempFiles: string[]): Promise<void> {
  const paths = [stagingPath, `${stagingPath}.wal`, `${stagingPath}.tmp`, ...tempFiles];
  await Promise.all(paths.map((path) => rm(path, { recursive: true, force: true })));
}

/**
 * Removes staging leftovers of loads that were killed (process crash) once older than `maxAgeMs`
 * (SECURITY I4: temp artifacts are collected within a TTL; a negative age removes them all).
 * `marker` picks the leftovers by name (`.staging-` by default). Returns the names removed.
 */
export async function removeStaleStagingFiles(
  directory: string,
  maxAgeMs: number,
  now: Date = new Date(),
  marker: string = STAGING_MARKER,
): Promise<string[]> {
  const names = await readdir(directory).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names.filter((entry) => entry.includes(marker))) {
    const path = join(directory, name);
    const info = await stat(path).catch(() => null);
    if (info && now.getTime() - info.mtimeMs > maxAgeMs) {
      await rm(path, { recursive: true, force: true });
      removed.push(basename(path));
    }
  }
  return removed;
}

/**
 * Removes the `<target>.staging-*` files of loads into `targetPath` that died (a killed child or
 * server). Call it only when no load of that target runs. Throws nothing.
 */
export async function removeStagingLeftovers(targetPath: string): Promise<void> {
  const prefix = `${basename(targetPath)}${STAGING_MARKER}`;
  const names = await readdir(dirname(targetPath)).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => name.startsWith(prefix))
      .map((name) => rm(join(dirname(targetPath), name), { recursive: true, force: true })),
  );
}
