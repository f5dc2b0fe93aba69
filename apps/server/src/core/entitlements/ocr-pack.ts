import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ocrPageBalances } from './tables';

/**
 * Takes one page from the organization's OCR packs, if one is left: a conditional UPDATE, which
 * locks the row and rechecks `pages_left > 0` on its latest version, so concurrent pages are
 * taken one at a time and the balance never goes below zero. Returns whether a page was taken.
 */
export async function takeOcrPackPage(db: Db, orgId: string, now: Date): Promise<boolean> {
  const taken = await db
    .update(ocrPageBalances)
    .set({ pagesLeft: sql`${ocrPageBalances.pagesLeft} - 1`, updatedAt: now })
    .where(and(eq(ocrPageBalances.orgId, orgId), gt(ocrPageBalances.pagesLeft, 0)))
    .returning({ pagesLeft: ocrPageBalances.pagesLeft });
  return taken.length > 0;
}

/** Gives a page taken by `takeOcrPackPage` back to the organization's packs. */
export async function returnOcrPackPage(db: Db, orgId: string, now: Date): Promise<void> {
  await db
    .update(ocrPageBalances)
    .set({ pagesLeft: sql`${ocrPageBalances.pagesLeft} + 1`, updatedAt: now })
    .where(eq(ocrPageBalances.orgId, orgId));
}

/** The pages left in the organization's OCR packs (0 when it never bought one). */
export async function countOcrPackPages(db: Db, orgId: string): Promise<number> {
  const [row] = await db
    .select({ pagesLeft: ocrPageBalances.pagesLeft })
    .from(ocrPageBalances)
    .where(eq(ocrPageBalances.orgId, orgId));
  return row?.pagesLeft ?? 0;
}
