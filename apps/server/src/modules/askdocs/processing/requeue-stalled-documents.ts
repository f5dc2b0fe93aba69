import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { askDocDocuments } from '../tables';
import { STALE_CLAIM_MS } from './claim-document';
import { enqueueProcessing } from './enqueue-processing';
import type { AskDocsJobContext } from './job-context';

/**
 * Sends a job again for every PENDING document no live run holds, so a document whose run died
 * with its process (killed during its reading or OCR) goes on instead of waiting for pg-boss to
 * expire the dead job (15 minutes).
 *
 * - `start` (a worker starting): when this process is the only one (the embedded database is
 *   locked to one process) every claim is a dead run's and is released, and documents no run
 *   claimed yet get a job too; otherwise claims without a heartbeat for `STALE_CLAIM_MS` (45 s;
 *   another worker may still run the rest) and unclaimed documents.
 * - `sweep` (every live worker, often, when several processes share PostgreSQL): only claims
 *   silent past `STALE_CLAIM_MS`, so a worker killed while the others run loses its document for
 *   a minute; documents waiting in the queue are left to it.
 *
 * The claims are released by one conditional update, so sweeps of several workers send a
 * document's job once. Running a document twice is harmless anyway: `claimDocument` lets one run
 * hold it, and pages read by OCR are kept.
 * @returns how many documents got a job.
 */
export async function requeueStalledDocuments(
  ctx: AskDocsJobContext,
  pass: 'start' | 'sweep' = 'start',
): Promise<number> {
  const isSoleProcess = !ctx.env.databaseUrl;
  const staleBefore = new Date(ctx.now().getTime() - (isSoleProcess ? -1 : STALE_CLAIM_MS));
  const silentClaim = and(
    isNotNull(askDocDocuments.claimedAt),
    lt(askDocDocuments.claimedAt, staleBefore),
  );
  const stalled = await ctx.db
    .update(askDocDocuments)
    .set({ claimId: null, claimedAt: null })
    .where(
      and(
        eq(askDocDocuments.status, 'PENDING'),
        pass === 'start' ? or(isNull(askDocDocuments.claimedAt), silentClaim) : silentClaim,
      ),
    )
    .returning({ id: askDocDocuments.id });
  await enqueueProcessing(
    ctx,
    stalled.map((row) => row.id),
  );
  if (stalled.length > 0) ctx.log.info({ requeued: stalled.length, pass }, 'stalled documents');
  return stalled.length;
}
