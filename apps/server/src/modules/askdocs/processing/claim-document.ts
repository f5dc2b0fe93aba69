import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { keepBeating, SILENT_AFTER_MS } from '../../../lib/heartbeat';
import type { AskDocsDocumentRow } from '../documents';
import { askDocDocuments } from '../tables';
import type { AskDocsJobContext } from './job-context';

/** A document held by one processing run: `claimId` is that run's. */
export type ClaimedDocument = AskDocsDocumentRow & { claimId: string };

/**
 * A claim silent this long belongs to a run that died (the worker was killed); its children
 * (reader, OCR) die with it or exit on their own.
 */
export const STALE_CLAIM_MS = SILENT_AFTER_MS;

type ClaimContext = Pick<AskDocsJobContext, 'db' | 'now'>;

/**
 * Takes a PENDING document's processing for one run, counting the attempt: only when no other
 * run took it since `document` was read and none holds it (or the one that does died, past
 * `STALE_CLAIM_MS`). A duplicate job, or a job that meets a re-queue, so never writes over
 * another run.
 * @returns the document as claimed, or null when another run has it (or it is no longer PENDING).
 */
export async function claimDocument(
  ctx: ClaimContext,
  document: AskDocsDocumentRow,
): Promise<ClaimedDocument | null> {
  const now = ctx.now();
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
  const claimId = randomUUID();
  const [claimed] = await ctx.db
    .update(askDocDocuments)
    .set({ attempts: document.attempts + 1, claimId, claimedAt: now })
    .where(
      and(
        eq(askDocDocuments.id, document.id),
        eq(askDocDocuments.status, 'PENDING'),
        eq(askDocDocuments.attempts, document.attempts),
        or(isNull(askDocDocuments.claimId), lt(askDocDocuments.claimedAt, staleBefore)),
      ),
    )
    .returning();
  return claimed ? { ...claimed, claimId } : null;
}

/** Gives a run's claim up (before a retry), so the next run may take the document. */
export async function releaseClaim(ctx: ClaimContext, document: ClaimedDocument): Promise<void> {
  await ctx.db
    .update(askDocDocuments)
    .set({ claimId: null, claimedAt: null })
    .where(and(eq(askDocDocuments.id, document.id), eq(askDocDocuments.claimId, document.claimId)));
}

/**
 * Marks a claimed document alive (`claimedAt`, every `HEARTBEAT_MS`: reading or OCR may go long
 * without a write) until the returned stop is called, only while this run still holds it.
 */
export function keepClaimAlive(ctx: ClaimContext, document: ClaimedDocument): () => void {
  return keepBeating(() =>
    ctx.db
      .update(askDocDocuments)
      .set({ claimedAt: ctx.now() })
      .where(
        and(eq(askDocDocuments.id, document.id), eq(askDocDocuments.claimId, document.claimId)),
      ),
  );
}
