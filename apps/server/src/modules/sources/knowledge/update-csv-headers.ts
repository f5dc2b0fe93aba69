import { AppError, type SourceStatus } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { holdQuota, type OrgPlanRef } from '../../../core/entitlements';
import { getSource } from '../find-source';
import { updateSource } from '../update-source';

/** Names used more than once, compared as DuckDB compares identifiers (case-insensitively). */
function duplicatesOf(headers: string[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const header of headers) {
    const key = header.toLowerCase();
    if (seen.has(key)) duplicates.add(header);
    seen.add(key);
  }
  return [...duplicates];
}

/**
 * Renames a CSV source's columns (to fix blank or duplicate header names) and loads the file
 * again with them.
 * @throws AppError NOT_FOUND; FILE_REJECTED for a non-CSV source; SOURCE_NOT_READY while it is
 *   loading; VALIDATION_FAILED for duplicate names or the wrong number of names; PLAN_LIMIT when
 *   a FAILED source would load again past the data-source limit.
 */
export async function updateCsvHeaders(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'now'>,
  options: { org: OrgPlanRef; sourceId: string; headers: string[] },
): Promise<{ status: SourceStatus; message: string }> {
  const lookup = { orgId: options.org.id, sourceId: options.sourceId };
  const source = await getSource(ctx.db, lookup);
  if (source.type !== 'CSV' || !source.filePath) {
    throw new AppError('FILE_REJECTED', { message: 'Only CSV sources have editable headers.' });
  }
  if (source.status === 'PENDING') throw new AppError('SOURCE_NOT_READY');
  const duplicates = duplicatesOf(options.headers);
  if (duplicates.length > 0) {
    throw new AppError('VALIDATION_FAILED', {
      message: `Each column needs its own name: ${duplicates.join(', ')} is used more than once.`,
    });
  }
  if (source.columnCount !== null && source.columnCount !== options.headers.length) {
    throw new AppError('VALIDATION_FAILED', {
      message: `The file has ${source.columnCount} columns; give exactly one name for each.`,
    });
  }
  await ctx.db.transaction(async (tx) => {
    // A FAILED source does not count toward the plan; loading it again makes it count, so it
    // takes a place of the data-source limit like a new upload, in the same transaction.
    if (source.status === 'FAILED') {
      await holdQuota({ db: tx, now: ctx.now }, options.org, 'dataSources');
    }
    await updateSource(tx, source.id, {
      headers: options.headers,
      status: 'PENDING',
      reason: null,
      progress: 0,
      attempts: 0,
      updatedAt: ctx.now(),
    });
  });
  await ctx.jobs.send('sources.ingest', { sourceId: source.id });
  const after = await getSource(ctx.db, lookup);
  return { status: after.status, message: 'Headers saved; the file is loading again.' };
}
