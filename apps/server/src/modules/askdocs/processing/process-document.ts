import { existsSync } from 'node:fs';
import { DocumentRejected, extractDocument } from '@tabletalk/documents';
import { findDocumentById } from '../documents';
import { isDocumentPathOf } from '../storage';
import {
  type ClaimedDocument,
  claimDocument,
  keepClaimAlive,
  releaseClaim,
} from './claim-document';
import { indexDocumentPages } from './index-document-pages';
import { type AskDocsJobContext, MAX_PROCESS_ATTEMPTS } from './job-context';
import { ocrPages } from './ocr-pages';
import { findOcrReadPages, withEarlierOcrText } from './ocr-read-pages';
import { writeOutcome } from './write-outcome';

const MISSING_FILE_REASON = 'The file of this document is missing. Please upload it again.';
const UNEXPECTED_REASON =
  'This document could not be processed because of a problem on our side. Please process it again later.';

/**
 * The `askdocs.process` job: reads a PENDING document's text page by page in the sandboxed
 * reader (`extractDocument`: memory and time limits, no network), stores the pages
 * (askdoc_pages, replacing any earlier ones but keeping the OCR text of pages an earlier run
 * read, which were paid for), reads the pages without a text layer by OCR (`ocrPages`, within
 * the organization's OCR balance: over it the document waits in OCR_PENDING), indexes the
 * document (`indexDocumentPages`) and makes it ACTIVE with its page count. A file the reader or
 * OCR refuses (`DocumentRejected`: encrypted, damaged, too large, timed out…) ends FAILED at once
 * with that message; any other error (an OCR process that crashed too) is retried (the job
 * throws) until the `MAX_PROCESS_ATTEMPTS`-th run, which ends FAILED with a readable reason.
 * A document no longer PENDING, deleted, or held by another run is left alone; the run marks its
 * claim alive while it works (`keepClaimAlive`), so one killed is taken up within a minute.
 */
export async function processDocument(ctx: AskDocsJobContext, documentId: string): Promise<void> {
  const found = await findDocumentById(ctx.db, documentId);
  if (found?.status !== 'PENDING') return;
  const document = await claimDocument(ctx, found);
  if (!document) return;
  const stopHeartbeat = keepClaimAlive(ctx, document);
  try {
    await readAndStore(ctx, document);
  } catch (error) {
    if (error instanceof DocumentRejected) {
      ctx.log.info({ documentId, code: error.code, cause: error.cause }, 'document refused');
      await fail(ctx, document, error.message);
      return;
    }
    ctx.log.warn({ err: error, documentId, attempt: document.attempts }, 'document not processed');
    if (document.attempts < MAX_PROCESS_ATTEMPTS) {
      await releaseClaim(ctx, document);
      throw error;
    }
    await fail(ctx, document, UNEXPECTED_REASON);
  } finally {
    stopHeartbeat();
  }
}

async function readAndStore(ctx: AskDocsJobContext, document: ClaimedDocument): Promise<void> {
  const file = document.storagePath;
  if (!isDocumentPathOf(ctx.env, document.orgId, file) || !existsSync(file)) {
    await fail(ctx, document, MISSING_FILE_REASON);
    return;
  }
  const extracted = await extractDocument(file, { kind: document.kind });
  const pages = await withEarlierOcrText(ctx.db, document, extracted.pages);
  const ocrRead = pages.filter((page) => page.source === 'ocr').length;
  const changes = { pageCount: pages.length, title: extracted.title, ocrPages: ocrRead };
  const saved = await writeOutcome(ctx, document, { changes, pages, settle: false });
  if (!saved) return; // a re-queue took the document over
  const held = { ...saved, claimId: document.claimId };
  const waiting = pages.filter((page) => page.needsOcr).map((page) => page.page);
  if (waiting.length > 0 && (await ocrPages(ctx, held, waiting)) === 'settled') return;
  await indexDocumentPages(ctx, held);
  await writeOutcome(ctx, held, {
    changes: { status: 'ACTIVE', failureReason: null },
    settle: true,
  });
}

/**
 * FAILED with a reason the person can act on. Its pages are removed but those OCR read, which
 * were paid for: processing it again carries them over instead of charging them again.
 */
async function fail(ctx: AskDocsJobContext, document: ClaimedDocument, reason: string) {
  const paid = await findOcrReadPages(ctx.db, document);
  await writeOutcome(ctx, document, {
    changes: { status: 'FAILED', failureReason: reason, pageCount: null, ocrPages: paid.length },
    pages: paid,
    settle: true,
  });
}
