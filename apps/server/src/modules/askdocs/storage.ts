import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../../env';

/**
 * Deletes documents' stored files, and answers the paths that could not be deleted (for the log).
 * Paths outside DATA_DIR are skipped: a corrupted row can never delete anything else. A file
 * already gone is no error.
 */
export function removeDocumentFiles(
  env: Pick<Env, 'dataDir'>,
  paths: readonly (string | null)[],
): string[] {
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
