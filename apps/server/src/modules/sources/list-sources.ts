import { and, desc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SourceRow } from './find-source';
import { FILE_SOURCE_TYPES } from './source-types';
import { sources } from './tables';

/**
 * The organization's live sources, newest first: all of them, one project's, only database
 * connections (`databases`) or only uploaded files (`files`).
 */
export async function listSources(
  db: Db,
  options: { orgId: string; projectId?: string; kind?: 'all' | 'databases' | 'files' },
): Promise<SourceRow[]> {
  const conditions = [eq(sources.orgId, options.orgId), isNull(sources.deletedAt)];
  if (options.projectId) conditions.push(eq(sources.projectId, options.projectId));
  if (options.kind === 'databases')
    conditions.push(notInArray(sources.type, [...FILE_SOURCE_TYPES]));
  if (options.kind === 'files') conditions.push(inArray(sources.type, [...FILE_SOURCE_TYPES]));
  return db
    .select()
    .from(sources)
    .where(and(...conditions))
    .orderBy(desc(sources.createdAt), sources.sheetName);
}
