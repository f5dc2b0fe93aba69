import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../../env';

/** Staging databases older than this belong to a load that died (SECURITY I4: GC within 1 h). */
export const STAGING_TTL_MS = 60 * 60_000;
const STAGING = /\.duckdb\.staging-[0-9a-f]+(\.tmp|\.wal)?$/;

/**
 * Removes what killed loads left in DATA_DIR/sources: half-built staging databases (never visible
 * to readers, which only open the final path) older than the TTL.
 * @returns how many files and folders were removed.
 */
export function collectStagingLeftovers(env: Pick<Env, 'dataDir'>, now: Date): number {
  const root = path.join(env.dataDir, 'sources');
  let removed = 0;
  let orgDirs: string[];
  try {
    orgDirs = readdirSync(root);
  } catch {
    return 0;
  }
  for (const orgDir of orgDirs) {
    const dir = path.join(root, orgDir);
    for (const name of safeList(dir)) {
      const file = path.join(dir, name);
      if (!STAGING.test(name) || now.getTime() - statSync(file).mtimeMs < STAGING_TTL_MS) continue;
      rmSync(file, { recursive: true, force: true });
      removed += 1;
    }
  }
  return removed;
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
