import { planOf } from './plans';
import { countPrepaidUnits, returnPrepaidUnit, takePrepaidUnit } from './prepaid-balance';
import { type Reservation, reservationOf } from './reservation';
import type { EntitlementContext, OrgPlanRef } from './types';
import { countUsage } from './usage-counters';
import { countIfUnder, type MeterKey, meterOf, uncount } from './usage-meter';
import { usageWindows } from './usage-windows';

/**
 * Whether the organization has an OCR page left now (the month's, or a pack's), counting nothing:
 * the check before a page is read, which `reserveOcrPage` then counts in the transaction that
 * stores what was read. Another page may take the last one meanwhile; the reservation decides.
 */
export async function hasOcrPageLeft(ctx: EntitlementContext, org: OrgPlanRef): Promise<boolean> {
  const limit = planOf(org, ctx.now()).limits.monthlyOcrPages;
  if (limit === null) return true;
  if ((await countUsage(ctx.db, 'monthlyOcrPages', org.id, ctx.now())) < limit) return true;
  return (await countPrepaidUnits(ctx.db, org.id, 'ocr.page')) > 0;
}

/**
 * Counts one OCR page for the organization before it is read: from the plan's pages of the UTC
 * month (`monthlyOcrPages`, counted in usage_counters as 'ocr.page') while some are left, else
 * one page from its OCR packs (prepaid_balances 'ocr.page'). Both are taken by conditional statements
 * that lock their row, so concurrent pages never pass the allowance nor the balance together.
 * Release the reservation if the page is then not read: it goes back where it came from. Called
 * with a transaction as `ctx.db`, the count is part of it: it lands only with what the
 * transaction stores (the page's text), so a process killed before the commit charges nothing.
 * @returns the reservation, or null when neither the month nor the packs have a page left (the
 *   caller tells the person to buy an OCR pack: AppError OCR_LIMIT's message).
 * @example const page = await reserveOcrPage(ctx, org); if (!page) return waitForOcrPack();
 */
export async function reserveOcrPage(
  ctx: EntitlementContext,
  org: OrgPlanRef,
): Promise<Reservation | null> {
  const plan = planOf(org, ctx.now());
  const key: MeterKey = {
    meter: meterOf(org, plan, 'ocr.page'),
    kind: 'ocr.page',
    windows: usageWindows(ctx.now()),
  };
  const allowance = { daily: null, monthly: plan.limits.monthlyOcrPages };
  if (await countIfUnder(ctx, key, allowance)) return reservationOf(() => uncount(ctx, key));
  if (await takePrepaidUnit(ctx.db, org.id, 'ocr.page', ctx.now())) {
    return reservationOf(() => returnPrepaidUnit(ctx.db, org.id, 'ocr.page', ctx.now()));
  }
  return null;
}
