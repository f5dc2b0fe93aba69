import { AppError } from '@tabletalk/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ocrPageBalances } from './tables';

/**
 * Adds a bought OCR pack's pages to the organization's balance (packs never expire, SPEC 9), in
 * one upsert so concurrent grants and pages taken meanwhile all count. Billing calls it when a
 * pack is paid for; then Ask Docs' `resumeOcrPendingDocuments` takes up the documents that waited.
 * @returns the pages left in the organization's packs after the grant.
 * @throws AppError VALIDATION_FAILED when `pages` is not a positive whole number.
 * @example await grantOcrPages(db, orgId, 500); // a 500-page pack
 */
export async function grantOcrPages(db: Db, orgId: string, pages: number): Promise<number> {
  if (!Number.isInteger(pages) || pages <= 0) {
    throw new AppError('VALIDATION_FAILED', {
      message: 'An OCR pack adds a positive number of pages.',
    });
  }
  const now = new Date();
  const [row] = await db
    .insert(ocrPageBalances)
    .values({ orgId, pagesLeft: pages, updatedAt: now })
    .onConflictDoUpdate({
      target: ocrPageBalances.orgId,
      set: { pagesLeft: sql`${ocrPageBalances.pagesLeft} + excluded.pages_left`, updatedAt: now },
    })
    .returning({ pagesLeft: ocrPageBalances.pagesLeft });
  return row?.pagesLeft ?? pages;
}
