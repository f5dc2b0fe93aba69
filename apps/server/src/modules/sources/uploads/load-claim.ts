import { and, eq, gt, lt, or } from 'drizzle-orm';
import { HEARTBEAT_MS, keepBeating, SILENT_AFTER_MS } from '../../../lib/heartbeat';
import type { SourceRow } from '../find-source';
import type { SourceJobContext } from '../job-context';
import { sources } from '../tables';

/** How often a running load marks its source as alive (`updatedAt`). */
export const LOAD_HEARTBEAT_MS = HEARTBEAT_MS;

/** A PENDING source silent this long has lost its load (the worker died with it). */
export const STALLED_AFTER_MS = SILENT_AFTER_MS;

/**
 * The progress a claimed load starts at: the job has begun (the loader's process still starts),
 * so the bar a person watches moves as soon as a worker took the file.
 */
export const LOAD_STARTED = 0.05;

/** `updatedAt` of a source whose load was given up on purpose: any next job may claim it. */
export const RELEASED_AT = new Date(0);

type ClaimContext = Pick<SourceJobContext, 'db' | 'now'>;

/**
 * Takes the load of a PENDING source for one job, counting the attempt: only when no other job
 * took it since `source` was read, and that job is not alive (its first run, or silent past
 * `STALLED_AFTER_MS`, or released). So a job requeued after a crash and the dead job's own
 * retry (pg-boss expires it minutes later) never load the same source together.
 * @returns the source as claimed, or null when another job has it.
 */
export async function claimLoad(ctx: ClaimContext, source: SourceRow): Promise<SourceRow | null> {
  const staleBefore = new Date(ctx.now().getTime() - STALLED_AFTER_MS);
  const [claimed] = await ctx.db
    .update(sources)
    .set({ attempts: source.attempts + 1, progress: LOAD_STARTED, updatedAt: ctx.now() })
    .where(
      and(
        eq(sources.id, source.id),
        eq(sources.status, 'PENDING'),
        eq(sources.attempts, source.attempts),
        or(eq(sources.attempts, 0), lt(sources.updatedAt, staleBefore)),
      ),
    )
    .returning();
  return claimed ?? null;
}

/** Gives a PENDING source's load up, so the next job (a retry, a requeue) may claim it. */
export async function releaseLoad(ctx: ClaimContext, sourceId: string): Promise<void> {
  await ctx.db
    .update(sources)
    .set({ updatedAt: RELEASED_AT })
    .where(and(eq(sources.id, sourceId), eq(sources.status, 'PENDING')));
}

/**
 * Marks a loading source alive every `LOAD_HEARTBEAT_MS` (a load may go long without progress)
 * until the returned stop is called. A failed beat only costs that beat.
 */
export function keepLoadAlive(ctx: ClaimContext, sourceId: string): () => void {
  return keepBeating(() =>
    ctx.db
      .update(sources)
      .set({ updatedAt: ctx.now() })
      // A beat landing after a release must not take the load back.
      .where(
        and(
          eq(sources.id, sourceId),
          eq(sources.status, 'PENDING'),
          gt(sources.updatedAt, RELEASED_AT),
        ),
      ),
  );
}
