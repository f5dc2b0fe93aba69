import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { organizations } from '../identity';

/** What the quota checks need: the database (or a transaction) and the clock. */
export type EntitlementContext = Pick<AppContext, 'db' | 'now'>;

/** The parts of an organization row that decide its entitlements. */
export type OrgPlanRef = Pick<typeof organizations.$inferSelect, 'id' | 'plan' | 'trialEndsAt'> &
  Partial<Pick<typeof organizations.$inferSelect, 'ownerId'>>;

/** Metered usage kinds counted in usage_counters (`ocr.page`: pages of the month's OCR allowance). */
export type UsageKind = 'question' | 'dashboard.connected' | 'ocr.page';

/**
 * What an organization buys ahead and uses once its plan's allowance is gone (prepaid_balances):
 * `ocr.page`, a page of its OCR packs; `question.credit`, an extra question credit.
 */
export type PrepaidKind = 'ocr.page' | 'question.credit';

/** A transaction of the app database: what `db.transaction` hands its callback. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What `holdQuota` needs: the inserting transaction (its lock lasts as long) and the clock. */
export interface QuotaContext {
  db: Transaction;
  now(): Date;
}
