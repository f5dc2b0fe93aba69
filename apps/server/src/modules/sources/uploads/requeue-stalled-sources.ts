import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { failSource } from '../fail-source';
import { MAX_INGEST_ATTEMPTS, type SourceJobContext } from '../job-context';
import { sources } from '../tables';
import { collectStagingLeftovers } from './collect-staging-leftovers';
import { releaseLoad, STALLED_AFTER_MS } from './load-claim';

export { STALLED_AFTER_MS } from './load-claim';

/** Longer than pg-boss's retry ladder and job expiry, so a live knowledge build is never doubled. */
const KNOWLEDGE_STALLED_AFTER_MS = 30 * 60_000;

/**
 * On worker start: sends the job of every stalled PENDING source again (a load is atomic, so a
 * rerun is safe; `claimLoad` keeps the dead job's late retry from doubling it), or fails it when
 * its attempts are used up, so nothing stays PENDING until pg-boss expires the dead job (~16 min).
 * Stalled means: any PENDING source when this process is the only one (the embedded database
 * is locked to one process, so no other load can be alive), otherwise one without a heartbeat for
 * `STALLED_AFTER_MS` (a database source's knowledge build: 30 minutes); a second pass after that delay catches loads killed just before the
 * restart. Also removes the staging databases and partial uploads that killed work left behind.
 * @returns how many sources were re-enqueued by this pass.
 */
export async function requeueStalledSources(
  ctx: SourceJobContext,
  options: { isFollowUp?: boolean } = {},
): Promise<number> {
  const isSoleProcess = !ctx.env.databaseUrl;
  const collected = await collectStagingLeftovers(ctx.env, ctx.now(), { isSoleProcess });
  if (collected > 0) ctx.log.info({ collected }, 'removed leftovers of killed loads and uploads');
  const now = ctx.now().getTime();
  const staleBefore = new Date(now - (isSoleProcess ? -1 : STALLED_AFTER_MS));
  // A database source's knowledge build beats no heart: another worker may still run it.
  const buildStaleBefore = new Date(now - (isSoleProcess ? -1 : KNOWLEDGE_STALLED_AFTER_MS));
  const stalled = await ctx.db
    .select()
    .from(sources)
    .where(
      and(
        eq(sources.status, 'PENDING'),
        isNull(sources.deletedAt),
        or(
          and(isNotNull(sources.filePath), lt(sources.updatedAt, staleBefore)),
          lt(sources.updatedAt, buildStaleBefore),
        ),
      ),
    );
  let requeued = 0;
  for (const source of stalled) {
    if (source.attempts >= MAX_INGEST_ATTEMPTS) {
      await failSource(ctx, source, 'The file could not be loaded. Please try uploading it again.');
      continue;
    }
    const sourceId = source.id;
    await releaseLoad(ctx, sourceId);
    if (source.filePath) await ctx.jobs.send('sources.ingest', { sourceId });
    else await ctx.jobs.send('sources.build-knowledge', { sourceId });
    requeued += 1;
  }
  if (stalled.length > 0) ctx.log.info({ requeued, stalled: stalled.length }, 'stalled sources');
  if (!isSoleProcess && !options.isFollowUp) {
    const followUp = () =>
      requeueStalledSources(ctx, { isFollowUp: true }).catch((error: unknown) =>
        ctx.log.warn({ err: error }, 'stalled sources follow-up failed'),
      );
    setTimeout(followUp, STALLED_AFTER_MS + 1_000).unref();
  }
  return requeued;
}
