import { AppError } from '@tabletalk/contracts';
import type { Db } from '../../db/client';
import { grantPrepaidUnits } from './prepaid-balance';

/**
 * Adds a bought OCR pack's pages to the organization's balance (packs never expire, SPEC 9): a
 * thin wrapper of `grantPrepaidUnits` ('ocr.page', one upsert, so concurrent grants and pages
 * taken meanwhile all count) that checks the pack first. Billing calls it when a pack is paid
 * for; then Ask Docs' `resumeOcrPendingDocuments` takes up the documents that waited.
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
  return grantPrepaidUnits(db, orgId, 'ocr.page', pages, new Date());
}
