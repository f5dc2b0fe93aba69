import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { removeStaleStagingFiles } from '@tabletalk/connectors';
import type { Env } from '../../env';

/** Staging databases older than this belong to a load that died (SECURITY I4: GC within 1 h). */
export const STAGING_TTL_MS = 60 * 60_000;

/**
 * Removes what killed loads left in DATA_DIR/sources/<org>: half-built staging databases (never
 * visible to readers, which only open the final path) older than the TTL.
 * @returns how many files and folders were removed.
 */
export async function collectStagingLeftovers(
  env: Pick<Env, 'dataDir'>,
  now: Date,
): Promise<number> {
  const root = path.join(env.dataDir, 'sources');
  const orgDirs = await readdir(root).catch(() => [] as string[]);
  let removed = 0;
  for (const orgDir of orgDirs) {
    removed += (await removeStaleStagingFiles(path.join(root, orgDir), STAGING_TTL_MS, now)).length;
  }
  return removed;
}
