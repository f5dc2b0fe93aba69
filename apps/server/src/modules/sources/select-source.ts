import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { getSource } from './find-source';
import { selectedSources, sources } from './tables';

/**
 * Remembers the source a user selected in an organization (one per user and organization).
 * @throws AppError NOT_FOUND when the source is not the organization's.
 */
export async function selectSource(
  db: Db,
  options: { orgId: string; userId: string; sourceId: string; now: Date },
): Promise<void> {
  const source = await getSource(db, options);
  await db
    .insert(selectedSources)
    .values({ userId: options.userId, orgId: options.orgId, sourceId: source.id })
    .onConflictDoUpdate({
      target: [selectedSources.userId, selectedSources.orgId],
      set: { sourceId: source.id, updatedAt: options.now },
    });
}

/** The source a user last selected in an organization, while it is live; else null. */
export async function findSelectedSourceId(
  db: Db,
  options: { orgId: string; userId: string },
): Promise<string | null> {
  const [row] = await db
    .select({ sourceId: selectedSources.sourceId })
    .from(selectedSources)
    .innerJoin(sources, eq(sources.id, selectedSources.sourceId))
    .where(
      and(
        eq(selectedSources.userId, options.userId),
        eq(selectedSources.orgId, options.orgId),
        eq(sources.orgId, options.orgId),
        isNull(sources.deletedAt),
      ),
    )
    .limit(1);
  return row?.sourceId ?? null;
}
