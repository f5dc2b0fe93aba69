import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { askDocDocuments } from '../tables';
import { STALE_CLAIM_MS } from './claim-document';
import { enqueueProcessing } from './enqueue-processing';
import type { AskDocsJobContext } from './job-context';

/**
 * On worker start: sends a job again for every PENDING document no live run holds, so a document
 * whose run died with the process (killed during its reading or OCR) goes on at once instead of
 * after pg-boss expires the dead job (15 minutes). When this process is the only one (the
 * embedded database is locked to one process) every claim is a dead run's and is released;
 * otherwise only claims without a heartbeat for `STALE_CLAIM_MS` (45 s; another worker may still
 * run the rest), and a second pass after that delay catches runs killed just before the restart.
 * Running a document twice is harmless: `claimDocument` lets one run hold it, and pages read by
 * OCR are kept.
 * @returns how many documents got a job.
 */
export async function requeueStalledDocuments(
  ctx: AskDocsJobContext,
  options: { isFollowUp?: boolean } = {},
): Promise<number> {
  const isSoleProcess = !ctx.env.databaseUrl;
  const staleBefore = new Date(ctx.now().getTime() - (isSoleProcess ? -1 : STALE_CLAIM_MS));
  const stalled = await ctx.db
    .update(askDocDocuments)
    .set({ claimId: null, claimedAt: null })
    .where(
      and(
        eq(askDocDocuments.status, 'PENDING'),
        or(isNull(askDocDocuments.claimedAt), lt(askDocDocuments.claimedAt, staleBefore)),
      ),
    )
    .returning({ id: askDocDocuments.id });
  await enqueueProcessing(
    ctx,
    stalled.map((row) => row.id),
  );
  if (stalled.length > 0) ctx.log.info({ requeued: stalled.length }, 'stalled documents');
  if (!isSoleProcess && !options.isFollowUp) {
    const followUp = () =>
      requeueStalledDocuments(ctx, { isFollowUp: true }).catch((error: unknown) =>
        ctx.log.warn({ err: error }, 'stalled documents follow-up failed'),
      );
    setTimeout(followUp, STALE_CLAIM_MS + 1_000).unref();
  }
  return stalled.length;
}
