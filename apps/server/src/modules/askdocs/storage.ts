import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../../env';

type StorageEnv = Pick<Env, 'dataDir'>;

/**
 * Where a new document's file goes: `DATA_DIR/askdocs/<orgId>/<uuid>`, outside any web root. The
 * name is ours, never the client's: no traversal, no executable extension (SECURITY E8).
 */
export function newDocumentPath(env: StorageEnv, orgId: string): string {
  const dir = path.join(env.dataDir, 'askdocs', orgId);
  mkdirSync(dir, { recursive: true });
  return path.join(dir, randomUUID());
}

/**
 * Whether a stored path lies under DATA_DIR/askdocs/<orgId>/: what a document row points at is
 * read (processing, download) only then, so a corrupted row can never reach another file.
 */
export function isDocumentPathOf(env: StorageEnv, orgId: string, file: string): boolean {
  const root = path.resolve(env.dataDir, 'askdocs', orgId) + path.sep;
  return path.resolve(file).startsWith(root);
}

/**
 * Deletes documents' stored files, and answers the paths that could not be deleted (for the log).
 * Paths outside DATA_DIR are skipped: a corrupted row can never delete anything else. A file
 * already gone is no error.
 */
export function removeDocumentFiles(env: StorageEnv, paths: readonly (string | null)[]): string[] {
  const root = path.resolve(env.dataDir) + path.sep;
  const failed: string[] = [];
  for (const file of paths) {
    if (!file || !path.resolve(file).startsWith(root)) continue;
    try {
      rmSync(file, { force: true });
    } catch {
      failed.push(file);
    }
  }
  return failed;
}
