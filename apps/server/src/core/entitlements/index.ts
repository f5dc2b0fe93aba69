export { assertCanAddSource } from './assert-can-add-source';
export { assertCanOwnFreeOrganization } from './assert-can-own-free-organization';
export { assertEmailSupport } from './assert-email-support';
export { assertFileWithinLimits, type FileShape } from './assert-file-within-limits';
export { getServiceUsage } from './get-service-usage';
export { grantOcrPages } from './grant-ocr-pages';
export { grantQuestionCredits } from './grant-question-credits';
export { type HeldLimit, holdQuota } from './hold-quota';
export { planLimitMessageFor } from './plan-limit-error';
export { publicPlanOffers } from './plan-offers';
export {
  type BillingPeriod,
  configurePlans,
  findPlan,
  getPlan,
  listPlans,
  type PlanDefinition,
  type PlanLimits,
  planOf,
  priceIdOf,
  TRIAL_PLAN,
} from './plans';
export type { Reservation } from './reservation';
export { hasOcrPageLeft, reserveOcrPage } from './reserve-ocr-page';
export { reserveUsage } from './reserve-usage';
export { type Reservations, reserveUsages } from './reserve-usages';
export * from './tables';
export type {
  EntitlementContext,
  OrgPlanRef,
  QuotaContext,
  Transaction,
  UsageKind,
} from './types';
export { type CounterName, registerUsageCounter, type UsageCounter } from './usage-counters';
export { usageWindows } from './usage-windows';
