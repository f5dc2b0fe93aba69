import type { SemanticModel } from '@tabletalk/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storableModel } from './storable-model';
import { sourceModels } from './tables';

/** The current (highest) version of a source's knowledge, or null before it is built. */
export async function findLatestModel(
  db: Db,
  sourceId: string,
): Promise<{ version: number; model: SemanticModel } | null> {
  const [row] = await db
    .select({ version: sourceModels.version, model: sourceModels.model })
    .from(sourceModels)
    .where(eq(sourceModels.sourceId, sourceId))
    .orderBy(desc(sourceModels.version))
    .limit(1);
  return row ?? null;
}

/**
 * Stores a model as the source's next version (1 for the first) and returns that version. The
 * unique (source, version) index turns a concurrent save into a retry, never a lost version.
 */
export async function saveModelVersion(
  db: Db,
  options: { sourceId: string; model: SemanticModel; now: Date },
): Promise<number> {
  for (let attempt = 0; ; attempt += 1) {
    const [current] = await db
      .select({ max: sql<number | null>`max(${sourceModels.version})` })
      .from(sourceModels)
      .where(eq(sourceModels.sourceId, options.sourceId));
    const version = (current?.max ?? 0) + 1;
    const inserted = await db
      .insert(sourceModels)
      .values({
        sourceId: options.sourceId,
        version,
        model: storableModel({ ...options.model, version }),
        createdAt: options.now,
      })
      .onConflictDoNothing()
      .returning({ version: sourceModels.version });
    if (inserted.length > 0) return version;
    if (attempt >= 5) throw new Error('could not store a new model version');
  }
}
