import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questionCreditBalances } from './tables';

/**
 * Takes one of the organization's extra question credits, if one is left: a conditional UPDATE,
 * which locks the row and rechecks `credits_left > 0` on its latest version, so concurrent
 * questions take credits one at a time and the balance never goes below zero. Returns whether a
 * credit was taken.
 */
export async function takeQuestionCredit(db: Db, orgId: string, now: Date): Promise<boolean> {
  const taken = await db
    .update(questionCreditBalances)
    .set({ creditsLeft: sql`${questionCreditBalances.creditsLeft} - 1`, updatedAt: now })
    .where(and(eq(questionCreditBalances.orgId, orgId), gt(questionCreditBalances.creditsLeft, 0)))
    .returning({ creditsLeft: questionCreditBalances.creditsLeft });
  return taken.length > 0;
}

/** Gives a credit taken by `takeQuestionCredit` back to the organization's balance. */
export async function returnQuestionCredit(db: Db, orgId: string, now: Date): Promise<void> {
  await db
    .update(questionCreditBalances)
    .set({ creditsLeft: sql`${questionCreditBalances.creditsLeft} + 1`, updatedAt: now })
    .where(eq(questionCreditBalances.orgId, orgId));
}

/** The extra question credits the organization has left (0 when it never bought any). */
export async function countQuestionCredits(db: Db, orgId: string): Promise<number> {
  const [row] = await db
    .select({ creditsLeft: questionCreditBalances.creditsLeft })
    .from(questionCreditBalances)
    .where(eq(questionCreditBalances.orgId, orgId));
  return row?.creditsLeft ?? 0;
}
