import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../../env';

type StorageEnv = Pick<Env, 'dataDir'>;

/** Where uploaded files are kept: `DATA_DIR/files/<orgId>/<uuid>`, outside any web root. */
export function newUploadPath(env: StorageEnv, orgId: string): string {
  const dir = path.join(env.dataDir, 'files', orgId);
  mkdirSync(dir, { recursive: true });
  // The name is ours, never the client's: no traversal, no executable extensions (E8).
  return path.join(dir, randomUUID());
}

/** Where a file source's DuckDB database goes: `DATA_DIR/sources/<orgId>/<uuid>.duckdb`. */
export function newDuckDbPath(env: StorageEnv, orgId: string): string {
  const dir = path.join(env.dataDir, 'sources', orgId);
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${randomUUID()}.duckdb`);
}

/**
 * Deletes stored files of a source (and DuckDB's write-ahead log beside a database file).
 * Paths outside DATA_DIR are ignored: a corrupted row can never delete anything else.
 */
export function removeStoredFiles(env: StorageEnv, paths: (string | null | undefined)[]): void {
  const root = path.resolve(env.dataDir) + path.sep;
  for (const file of paths) {
    if (!file || !path.resolve(file).startsWith(root)) continue;
    for (const candidate of [file, `${file}.wal`, `${file}.tmp`]) {
      rmSync(candidate, { force: true });
    }
  }
}
