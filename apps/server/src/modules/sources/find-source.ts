import { AppError } from '@tabletalk/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sources } from './tables';

export type SourceRow = typeof sources.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id can be a row id at all (anything else is simply not found). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** The live (not deleted) source of the organization with this id: the org filter in the query. */
function liveSourceOf(options: { orgId: string; sourceId: string }) {
  return and(
    eq(sources.id, options.sourceId),
    eq(sources.orgId, options.orgId),
    isNull(sources.deletedAt),
  );
}

/** A live (not deleted) source of the organization, or null. The org filter is in the query. */
export async function findSource(
  db: Db,
  options: { orgId: string; sourceId: string },
): Promise<SourceRow | null> {
  if (!isUuid(options.sourceId)) return null;
  const [row] = await db.select().from(sources).where(liveSourceOf(options)).limit(1);
  return row ?? null;
}

/**
 * A live source of the organization.
 * @throws AppError NOT_FOUND when it does not exist, belongs to another organization or was deleted.
 */
export async function getSource(
  db: Db,
  options: { orgId: string; sourceId: string },
): Promise<SourceRow> {
  const row = await findSource(db, options);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * A live source of the organization with the version of its latest knowledge (null before the
 * first build), in one statement: what a question needs to find its source and knowledge.
 */
export async function findSourceWithModelVersion(
  db: Db,
  options: { orgId: string; sourceId: string },
): Promise<{ source: SourceRow; modelVersion: number | null } | null> {
  if (!isUuid(options.sourceId)) return null;
  const [row] = await db
    .select({
      source: sources,
      // Inside `sql` Drizzle writes columns unqualified: the subquery names its tables.
      modelVersion: sql<number | null>`(select max(m.version) from "source_models" m
        where m.source_id = "sources"."id")`.mapWith((v) => (v === null ? null : Number(v))),
    })
    .from(sources)
    .where(liveSourceOf(options))
    .limit(1);
  return row ?? null;
}
