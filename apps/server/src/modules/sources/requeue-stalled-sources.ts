import { and, eq, isNull, lt } from 'drizzle-orm';
import { sources } from '../../db/schema';
import { collectStagingLeftovers } from './collect-staging-leftovers';
import { failSource } from './fail-source';
import { MAX_INGEST_ATTEMPTS } from './ingest-source';
import type { SourceJobContext } from './job-context';

/**
 * A PENDING source untouched this long has lost its job (the worker died with it, or the queue
 * was reset). Longer than pg-boss's retry ladder and job expiry, so a live job is never doubled.
 */
export const STALLED_AFTER_MS = 30 * 60_000;

/**
 * On worker start: sends the job of every stalled PENDING source again (a load is atomic, so a
 * rerun is safe), or fails it when its attempts are used up, so nothing stays PENDING forever.
 * Also removes staging databases that killed loads left behind.
 * @returns how many sources were re-enqueued.
 */
export async function requeueStalledSources(ctx: SourceJobContext): Promise<number> {
  const collected = await collectStagingLeftovers(ctx.env, ctx.now());
  if (collected > 0) ctx.log.info({ collected }, 'removed staging leftovers of killed loads');
  const stalled = await ctx.db
    .select()
    .from(sources)
    .where(
      and(
        eq(sources.status, 'PENDING'),
        isNull(sources.deletedAt),
        lt(sources.updatedAt, new Date(ctx.now().getTime() - STALLED_AFTER_MS)),
      ),
    );
  let requeued = 0;
  for (const source of stalled) {
    if (source.attempts >= MAX_INGEST_ATTEMPTS) {
      await failSource(ctx, source, 'The file could not be loaded. Please try uploading it again.');
      continue;
    }
    const sourceId = source.id;
    if (source.filePath) await ctx.jobs.send('sources.ingest', { sourceId });
    else await ctx.jobs.send('sources.build-knowledge', { sourceId });
    requeued += 1;
  }
  if (stalled.length > 0) ctx.log.info({ requeued, stalled: stalled.length }, 'stalled sources');
  return requeued;
}
