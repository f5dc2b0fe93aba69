import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SourceRow } from './find-source';
import { sources } from './tables';

type SourceChanges = Partial<Omit<typeof sources.$inferInsert, 'id' | 'orgId' | 'createdAt'>>;

/**
 * Applies changes to a source by id, for jobs (which work on one known source, found by the
 * request that enqueued them with its organization filter).
 */
export async function updateSource(
  db: Db,
  sourceId: string,
  changes: SourceChanges & { updatedAt: Date },
): Promise<SourceRow | null> {
  const [row] = await db.update(sources).set(changes).where(eq(sources.id, sourceId)).returning();
  return row ?? null;
}

/** A source by id regardless of organization, for jobs; deleted ones included. */
export async function findSourceById(db: Db, sourceId: string): Promise<SourceRow | null> {
  const [row] = await db.select().from(sources).where(eq(sources.id, sourceId)).limit(1);
  return row ?? null;
}
