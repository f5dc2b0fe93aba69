import type { AppError } from '@tabletalk/contracts';
import { planLimitError } from './plan-limit-error';
import { type PlanDefinition, planOf } from './plans';
import { returnPrepaidUnit, takePrepaidUnit } from './prepaid-balance';
import { type Reservation, reservationOf } from './reservation';
import type { EntitlementContext, OrgPlanRef, UsageKind } from './types';
import { countIfUnder, type MeterKey, meterOf, sameRow, uncount } from './usage-meter';
import { usageWindows } from './usage-windows';

/** The plan limits that bound metered uses. */
type MeteredLimit = 'dailyQuestions' | 'monthlyQuestions' | 'monthlyDashboards' | 'monthlyOcrPages';

/** Which plan limits bound a kind of use, per UTC day and per UTC month. */
const LIMITS = {
  question: { daily: 'dailyQuestions', monthly: 'monthlyQuestions' },
  'dashboard.connected': { daily: null, monthly: 'monthlyDashboards' },
  'ocr.page': { daily: null, monthly: 'monthlyOcrPages' },
} as const satisfies Record<
  UsageKind,
  { daily: 'dailyQuestions' | null; monthly: Exclude<MeteredLimit, 'dailyQuestions'> }
>;

/** The limit a refused use ran into: the day's when today's uses reached it, else the month's. */
async function reachedLimit(
  ctx: EntitlementContext,
  plan: PlanDefinition,
  key: MeterKey,
): Promise<MeteredLimit> {
  const names = LIMITS[key.kind];
  const counters = key.meter.table;
  const [row] = await ctx.db
    .select({ day: counters.day, dayCount: counters.dayCount })
    .from(counters)
    .where(sameRow(key));
  const today = row?.day === key.windows.day ? row.dayCount : 0;
  const dailyLimit = names.daily === null ? null : plan.limits[names.daily];
  if (names.daily !== null && dailyLimit !== null && today >= dailyLimit) return names.daily;
  return names.monthly;
}

/** The refusal of a use at a limit, naming the plan that lifts it. */
function refusalAt(plan: PlanDefinition, name: MeteredLimit): AppError {
  const reached = plan.limits[name] ?? 0;
  return planLimitError(plan, name, (limits) => {
    const other = limits[name];
    return other === null || other > reached;
  });
}

/**
 * Counts one use of the organization's plan (a question, a connected dashboard) before the work
 * is done (free-plan questions on the owner's own meter, shared by the organizations they own),
 * refusing it when the plan's daily or monthly limit (UTC) is reached; concurrent uses can never
 * pass a limit together. A question refused by the month's limit (not the day's) takes one of the
 * organization's extra question credits instead, while it has some (prepaid_balances 'question.credit').
 * Release the reservation if the work then fails: the use, or the credit, goes back where it came
 * from. OCR pages go through `reserveOcrPage`, which adds the organization's OCR packs to the
 * month's allowance.
 * @throws AppError PLAN_LIMIT naming the limit (the day's first) and the plan that lifts it.
 * @example const use = await reserveUsage(ctx, org, 'question'); try { … } catch (e) { await use.release(); throw e; }
 */
export async function reserveUsage(
  ctx: EntitlementContext,
  org: OrgPlanRef,
  kind: UsageKind,
): Promise<Reservation> {
  const { plan, key, limits } = usageMeterOf(ctx, org, kind);
  if (await countIfUnder(ctx, key, limits)) return reservationOf(() => uncount(ctx, key));
  const reached = await reachedLimit(ctx, plan, key);
  // Credits extend the month's questions only; no plan that sells them has a daily limit.
  const isCreditable = reached === 'monthlyQuestions';
  if (isCreditable && (await takePrepaidUnit(ctx.db, org.id, 'question.credit', ctx.now()))) {
    return reservationOf(() => returnPrepaidUnit(ctx.db, org.id, 'question.credit', ctx.now()));
  }
  throw refusalAt(plan, reached);
}

/**
 * Where an organization's use of a kind is counted now (`meterOf`, this UTC day and month) and
 * the plan's daily and monthly limits of it: what `reserveUsage` and `reserveUsages` count against.
 */
export function usageMeterOf(
  ctx: EntitlementContext,
  org: OrgPlanRef,
  kind: UsageKind,
): {
  plan: PlanDefinition;
  key: MeterKey;
  limits: { daily: number | null; monthly: number | null };
} {
  const plan = planOf(org, ctx.now());
  const names = LIMITS[kind];
  const key = { meter: meterOf(org, plan, kind), kind, windows: usageWindows(ctx.now()) };
  const limits = {
    daily: names.daily === null ? null : plan.limits[names.daily],
    monthly: plan.limits[names.monthly],
  };
  return { plan, key, limits };
}
