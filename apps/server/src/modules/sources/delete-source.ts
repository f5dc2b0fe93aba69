import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { recordAuditEvent } from '../../core/identity';
import { evictSourceConnectors } from './evict-source-connectors';
import { getSource, type SourceRow } from './find-source';
import { isDatabaseType } from './source-types';
import { removeStoredFiles } from './storage';
import { selectedSources, sources } from './tables';

type DeleteContext = Pick<AppContext, 'db' | 'env' | 'log' | 'now' | 'sourceRuntime'>;

/** Files still used by another live source (the other sheets of the same workbook). */
async function sharedPaths(ctx: DeleteContext, source: SourceRow): Promise<Set<string>> {
  const paths = [source.filePath, source.duckdbPath].filter((p): p is string => Boolean(p));
  if (paths.length === 0) return new Set();
  const matches = paths.flatMap((p) => [eq(sources.filePath, p), eq(sources.duckdbPath, p)]);
  const rows = await ctx.db
    .select({ filePath: sources.filePath, duckdbPath: sources.duckdbPath })
    .from(sources)
    .where(and(ne(sources.id, source.id), isNull(sources.deletedAt), or(...matches)));
  return new Set(rows.flatMap((r) => [r.filePath, r.duckdbPath]).filter((p) => p !== null));
}

/**
 * Deletes a source: its stored file, DuckDB database and credentials go, and its pooled
 * connections are closed; the row stays, marked deleted, so rooms and dashboards that used it can
 * say so (`isSourceDeleted`). Recorded as `source.connection_deleted` for a database connection,
 * `source.deleted` for a file.
 * @throws AppError NOT_FOUND when it is not the organization's or already deleted.
 */
export async function deleteSource(
  ctx: DeleteContext,
  options: { orgId: string; sourceId: string; actorId: string },
): Promise<void> {
  const source = await getSource(ctx.db, options);
  const shared = await sharedPaths(ctx, source);
  await ctx.db
    .update(sources)
    .set({ deletedAt: ctx.now(), secrets: null, updatedAt: ctx.now() })
    .where(and(eq(sources.id, source.id), eq(sources.orgId, options.orgId)));
  await ctx.db.delete(selectedSources).where(eq(selectedSources.sourceId, source.id));
  const own = [source.filePath, source.duckdbPath].filter((p) => p !== null && !shared.has(p));
  await evictSourceConnectors(ctx, source, own);
  removeStoredFiles(ctx.env, own);
  await recordAuditEvent(ctx, {
    orgId: options.orgId,
    actorId: options.actorId,
    // A database connection's deletion is an event of its own, as its creation is (SECURITY H1).
    action: isDatabaseType(source.type) ? 'source.connection_deleted' : 'source.deleted',
    subjectId: source.id,
    detail: { type: source.type },
  });
}
