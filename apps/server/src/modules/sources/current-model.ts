import type { SemanticModel } from '@tabletalk/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findLatestModel } from './source-models';
import { sourceModels } from './tables';

/** Models by source and version: versions never change, so a cached one is always right. */
const cache = new Map<string, SemanticModel>();
const MAX_CACHED = 100;

/**
 * A source's current knowledge, the same object for as long as its version stands, so that
 * what the question engine derives from it (lexicon, join graph) is built once per version and
 * not on every question. Reads only the version number when it is cached. Null before a build.
 */
export async function findCurrentModel(db: Db, sourceId: string): Promise<SemanticModel | null> {
  const [head] = await db
    .select({ version: sourceModels.version })
    .from(sourceModels)
    .where(eq(sourceModels.sourceId, sourceId))
    .orderBy(desc(sourceModels.version))
    .limit(1);
  return head ? findModelAtVersion(db, sourceId, head.version) : null;
}

/**
 * The knowledge of a source whose current version the caller already read (in a query of its
 * own): from the cache, else read once. Null when no version is built.
 */
export async function findModelAtVersion(
  db: Db,
  sourceId: string,
  version: number | null,
): Promise<SemanticModel | null> {
  if (version === null) return null;
  const cached = cache.get(`${sourceId}:${version}`);
  if (cached) return cached;
  const latest = await findLatestModel(db, sourceId);
  if (!latest) return null;
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
  cache.set(`${sourceId}:${latest.version}`, latest.model);
  return latest.model;
}
