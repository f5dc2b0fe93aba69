import { AppError } from '@tabletalk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type QueryableSource, sources } from '../sources';

/** Whether an item's source still stands, and the version of what it answers from. */
export interface SourceState {
  deleted: boolean;
  /**
   * The source's knowledge version and the time its data was last loaded or refreshed: a
   * result computed on the same version is still the source's answer.
   */
  version: string;
}

/**
 * The state of one of the organization's sources.
 * @throws AppError NOT_FOUND when it is not the organization's.
 */
export async function getSourceState(
  db: Db,
  options: { orgId: string; sourceId: string },
): Promise<SourceState> {
  const [row] = await db
    .select({
      deletedAt: sources.deletedAt,
      lastRefreshedAt: sources.lastRefreshedAt,
      // Inside `sql` Drizzle writes columns unqualified: the subquery names its tables (an
      // unqualified "id" would be the model's own id, and the version never found).
      modelVersion: sql<number | null>`(select max(m.version) from "source_models" m
        where m.source_id = "sources"."id")`,
    })
    .from(sources)
    .where(and(eq(sources.id, options.sourceId), eq(sources.orgId, options.orgId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  const refreshed = row.lastRefreshedAt ? row.lastRefreshedAt.toISOString() : 'never';
  return { deleted: row.deletedAt !== null, version: `${row.modelVersion ?? 0}@${refreshed}` };
}

/**
 * The state of a source a dashboard asks.
 * @throws AppError SOURCE_DELETED_DASHBOARD (the spec's message) when it was deleted; NOT_FOUND.
 */
export async function getLiveSourceState(
  db: Db,
  options: { orgId: string; sourceId: string },
): Promise<SourceState> {
  const state = await getSourceState(db, options);
  if (state.deleted) throw new AppError('SOURCE_DELETED_DASHBOARD');
  return state;
}

/**
 * The state of a source just read for a question (`getSourceForQuery`, which refuses a deleted
 * one): the same version `getSourceState` reads, without asking the database again.
 */
export function sourceStateOf(
  queryable: Pick<QueryableSource, 'source' | 'modelVersion'>,
): SourceState {
  const refreshed = queryable.source.lastRefreshedAt?.toISOString() ?? 'never';
  return { deleted: false, version: `${queryable.modelVersion ?? 0}@${refreshed}` };
}
