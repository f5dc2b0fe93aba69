import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { removeStaleStagingFiles } from '@tabletalk/connectors';
import type { Env } from '../../../env';
import { PARTIAL_UPLOAD_SUFFIX } from '../../../plugins/upload-errors';

/** Staging databases older than this belong to a load that died (SECURITY I4: GC within 1 h). */
export const STAGING_TTL_MS = 60 * 60_000;

/** Removes, in each organization folder under `root`, names matching `isLeftover` older than `maxAgeMs`. */
async function collectUnder(
  root: string,
  maxAgeMs: number,
  now: Date,
  marker: string,
): Promise<number> {
  const orgDirs = await readdir(root).catch(() => [] as string[]);
  let removed = 0;
  for (const orgDir of orgDirs) {
    const names = await removeStaleStagingFiles(path.join(root, orgDir), maxAgeMs, now, marker);
    removed += names.length;
  }
  return removed;
}

/**
 * Removes what killed loads and uploads left: half-built staging databases in
 * DATA_DIR/sources/<org> (never visible to readers, which only open the final path) and partial
 * uploads in DATA_DIR/files/<org> (and Ask Docs' DATA_DIR/askdocs/<org>), once older than the TTL — or all of them when this process is
 * the only one (`isSoleProcess`: the embedded database's lock), since nothing else can be
 * writing them.
 * @returns how many files and folders were removed.
 */
export async function collectStagingLeftovers(
  env: Pick<Env, 'dataDir'>,
  now: Date,
  options: { isSoleProcess?: boolean } = {},
): Promise<number> {
  const maxAgeMs = options.isSoleProcess ? -1 : STAGING_TTL_MS;
  const staging = await collectUnder(path.join(env.dataDir, 'sources'), maxAgeMs, now, '.staging-');
  let uploads = 0;
  for (const folder of ['files', 'askdocs']) {
    uploads += await collectUnder(
      path.join(env.dataDir, folder),
      maxAgeMs,
      now,
      PARTIAL_UPLOAD_SUFFIX,
    );
  }
  return staging + uploads;
}
