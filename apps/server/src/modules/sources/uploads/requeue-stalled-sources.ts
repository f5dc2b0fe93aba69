import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { failSource } from '../fail-source';
import { MAX_INGEST_ATTEMPTS, type SourceJobContext } from '../job-context';
import { sources } from '../tables';
import { collectStagingLeftovers } from './collect-staging-leftovers';
import { RELEASED_AT, STALLED_AFTER_MS } from './load-claim';

export { STALLED_AFTER_MS } from './load-claim';

/** Longer than pg-boss's retry ladder and job expiry, so a live knowledge build is never doubled. */
const KNOWLEDGE_STALLED_AFTER_MS = 30 * 60_000;

/**
 * Sends the job of every stalled PENDING source again (a load is atomic, so a rerun is safe;
 * `claimLoad` keeps the dead job's late retry from doubling it), or fails it when its attempts are
 * used up, so nothing stays PENDING until pg-boss expires the dead job (~16 min).
 *
 * - `start` (a worker starting): any PENDING source when this process is the only one (the
 *   embedded database is locked to one process, so no other load can be alive), otherwise one
 *   without a heartbeat for `STALLED_AFTER_MS` (a database source's knowledge build: 30 minutes).
 *   Also removes the staging databases and partial uploads that killed work left behind.
 * - `sweep` (every live worker, often, when several processes share PostgreSQL): only loads a
 *   worker claimed and then fell silent on, so a worker killed while the others run loses its
 *   load for a minute, not until a restart. Sources waiting in the queue are left to it.
 *
 * Each source is taken by one conditional update (still stalled, not yet released), so sweeps
 * of several workers send its job once, and a load claimed meanwhile is never released.
 * @returns how many sources were re-enqueued by this pass.
 */
export async function requeueStalledSources(
  ctx: SourceJobContext,
  pass: 'start' | 'sweep' = 'start',
): Promise<number> {
  const isSoleProcess = !ctx.env.databaseUrl;
  if (pass === 'start') {
    const collected = await collectStagingLeftovers(ctx.env, ctx.now(), { isSoleProcess });
    if (collected > 0) ctx.log.info({ collected }, 'removed leftovers of killed loads and uploads');
  }
  const now = ctx.now().getTime();
  const staleBefore = new Date(now - (isSoleProcess ? -1 : STALLED_AFTER_MS));
  // A database source's knowledge build beats no heart: another worker may still run it.
  const buildStaleBefore = new Date(now - (isSoleProcess ? -1 : KNOWLEDGE_STALLED_AFTER_MS));
  const silentLoad = and(isNotNull(sources.filePath), lt(sources.updatedAt, staleBefore));
  const isStalled = and(
    eq(sources.status, 'PENDING'),
    isNull(sources.deletedAt),
    pass === 'start'
      ? or(silentLoad, lt(sources.updatedAt, buildStaleBefore))
      : and(silentLoad, gt(sources.attempts, 0), gt(sources.updatedAt, RELEASED_AT)),
  );
  const stalled = await ctx.db.select().from(sources).where(isStalled);
  let requeued = 0;
  for (const source of stalled) {
    const [taken] = await ctx.db
      .update(sources)
      .set({ updatedAt: RELEASED_AT })
      .where(and(eq(sources.id, source.id), eq(sources.attempts, source.attempts), isStalled))
      .returning({ id: sources.id });
    // Claimed or beating since it was read, or taken by another worker's sweep.
    if (!taken) continue;
    if (source.attempts >= MAX_INGEST_ATTEMPTS) {
      await failSource(ctx, source, 'The file could not be loaded. Please try uploading it again.');
      continue;
    }
    if (source.filePath) await ctx.jobs.send('sources.ingest', { sourceId: source.id });
    else await ctx.jobs.send('sources.build-knowledge', { sourceId: source.id });
    requeued += 1;
  }
  if (stalled.length > 0)
    ctx.log.info({ requeued, stalled: stalled.length, pass }, 'stalled sources');
  return requeued;
}
