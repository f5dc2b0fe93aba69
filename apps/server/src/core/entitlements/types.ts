import type { AppContext } from '../../context';
import type { organizations } from '../identity';

/** What the quota checks need: the database (or a transaction) and the clock. */
export type EntitlementContext = Pick<AppContext, 'db' | 'now'>;

/** The parts of an organization row that decide its entitlements. */
export type OrgPlanRef = Pick<typeof organizations.$inferSelect, 'id' | 'plan' | 'trialEndsAt'> &
  Partial<Pick<typeof organizations.$inferSelect, 'ownerId'>>;

/** Metered usage kinds counted in usage_counters (`ocr.page`: pages of the month's OCR allowance). */
export type UsageKind = 'question' | 'dashboard.connected' | 'ocr.page';
