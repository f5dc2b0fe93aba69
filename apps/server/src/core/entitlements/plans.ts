import { AppError, type PlanName, planNames } from '@tabletalk/contracts';
import type { PlanOverrides } from '../../env';

/** What a plan allows. `null` means unlimited. */
export interface PlanLimits {
  dataSources: number | null;
  askDocsProjects: number | null;
  dailyQuestions: number | null;
  monthlyQuestions: number | null;
  monthlyDashboards: number | null;
  /**
   * OCR pages included each UTC month: a few on Basic to try it, none on the legacy Starter plan; more
   * come with an upgrade (Basic cannot buy packs: SPEC 9, "Basic users must upgrade"), pages past it
   * come from the organization's OCR packs (prepaid_balances 'ocr.page', SPEC 9).
   */
  monthlyOcrPages: number | null;
  members: number | null;
  maxFileRows: number;
  maxFileColumns: number;
  /** 1 means single-sheet Excel only. SPEC 9: at most 5 sheets per project on any plan. */
  maxExcelSheets: number;
  databaseConnections: boolean;
  emailSupport: boolean;
  /** Team/Business can buy extra credits (SPEC 9). */
  extraCredits: boolean;
}

export type BillingPeriod = 'Monthly' | 'Yearly';

export interface PlanDefinition {
  name: PlanName;
  /** Position on the upgrade ladder: a refusal suggests the next public plan above. */
  rank: number;
  /** Offered on the plans page and in upgrade messages. */
  isPublic: boolean;
  /** USD per billing period; null = priced on request (Enterprise). */
  prices: Record<BillingPeriod, number> | null;
  limits: PlanLimits;
}

type Limit = number | null;
type Row = [
  rank: number,
  isPublic: boolean,
  monthlyUsd: number | null,
  dataSources: Limit,
  askDocsProjects: Limit,
  dailyQuestions: Limit,
  monthlyQuestions: Limit,
  monthlyDashboards: Limit,
  monthlyOcrPages: Limit,
  members: Limit,
  maxFileRows: number,
  maxFileColumns: number,
  maxExcelSheets: number,
  databaseConnections: boolean,
  emailSupport: boolean,
  extraCredits: boolean,
];

/**
 * The plan catalogue. SPEC 9 fixes Basic (15 columns, 1,000 rows, files only, single-sheet Excel,
 * no email support) and Pro, Team/Business (50 columns, 100,000 rows); the other numbers are ours,
 * the monthly OCR pages included too (OCR packs, bought once, add pages that never expire).
 * Business is the Team plan under its other name. Yearly costs ten months. null = unlimited.
 */
// biome-ignore format: the catalogue reads as a table
const CATALOGUE: Record<PlanName, Row> = {
  //          rank public $/month sources askDocs q/day q/month dash/month ocr/month members rows       cols sheets dbConn email  credits
  Starter:    [0,   false, 0,     1,      1,      10,   100,    1,         0,        1,      1_000,     15,  1,     false, false, false],
  Basic:      [1,   true,  0,     3,      1,      20,   300,    3,         10,       3,      1_000,     15,  1,     false, false, false],
  Core:       [2,   false, 12,    5,      3,      50,   1_000,  10,        50,       3,      25_000,    30,  5,     true,  true,  false],
  Pro:        [3,   true,  29,    10,     10,     null, 3_000,  30,        200,      5,      100_000,   50,  5,     true,  true,  false],
  Flex:       [4,   false, 49,    20,     20,     null, 5_000,  50,        500,      10,     100_000,   50,  5,     true,  true,  true],
  Team:       [5,   true,  99,    30,     30,     null, 10_000, 100,       1_000,    20,     100_000,   50,  5,     true,  true,  true],
  Business:   [5,   false, 99,    30,     30,     null, 10_000, 100,       1_000,    20,     100_000,   50,  5,     true,  true,  true],
  Enterprise: [6,   false, null,  null,   null,   null, null,   null,      null,     null,   1_000_000, 500, 5,     true,  true,  true],
};

function toDefinition(name: PlanName, row: Row): PlanDefinition {
  const [
    rank,
    isPublic,
    monthlyUsd,
    dataSources,
    askDocsProjects,
    dailyQuestions,
    monthlyQuestions,
    monthlyDashboards,
    monthlyOcrPages,
    members,
    maxFileRows,
    maxFileColumns,
    maxExcelSheets,
    databaseConnections,
    emailSupport,
    extraCredits,
  ] = row;
  return {
    name,
    rank,
    isPublic,
    prices: monthlyUsd === null ? null : { Monthly: monthlyUsd, Yearly: monthlyUsd * 10 },
    limits: {
      dataSources,
      askDocsProjects,
      dailyQuestions,
      monthlyQuestions,
      monthlyDashboards,
      monthlyOcrPages,
      members,
      maxFileRows,
      maxFileColumns,
      maxExcelSheets,
      databaseConnections,
      emailSupport,
      extraCredits,
    },
  };
}

const BUILT_IN: ReadonlyMap<PlanName, PlanDefinition> = new Map(
  planNames.map((name) => [name, toDefinition(name, CATALOGUE[name])]),
);

let PLANS: ReadonlyMap<PlanName, PlanDefinition> = BUILT_IN;

/**
 * Applies an operator's changes (PLANS_FILE) to the built-in catalogue, once at start; every
 * reader (limits, refusals, the plans on offer) sees the result. An empty object restores the
 * built-in catalogue (tests).
 * @example configurePlans({ Pro: { prices: { Monthly: 39, Yearly: 390 } } })
 */
export function configurePlans(overrides: PlanOverrides): void {
  PLANS = new Map(
    [...BUILT_IN].map(([name, plan]) => {
      const change = overrides[name];
      if (!change) return [name, plan];
      const limits = Object.fromEntries(
        Object.entries(change.limits ?? {}).filter(([, value]) => value !== undefined),
      );
      return [
        name,
        {
          ...plan,
          isPublic: change.isPublic ?? plan.isPublic,
          prices: change.prices ?? plan.prices,
          limits: { ...plan.limits, ...limits },
        },
      ];
    }),
  );
}

/** Every plan, lowest rank first. */
export function listPlans(): PlanDefinition[] {
  return [...PLANS.values()].sort((a, b) => a.rank - b.rank);
}

/** The plan of that name (case-insensitive), or null. */
export function findPlan(name: string): PlanDefinition | null {
  const wanted = name.trim().toLowerCase();
  return listPlans().find((plan) => plan.name.toLowerCase() === wanted) ?? null;
}

/**
 * The plan of that name (case-insensitive).
 * @throws AppError NOT_FOUND for a name outside the catalogue.
 * @example getPlan('Pro').limits.maxFileRows // 100000
 */
export function getPlan(name: string): PlanDefinition {
  const plan = findPlan(name);
  if (!plan) throw new AppError('NOT_FOUND', { message: `Unknown plan '${name}'.` });
  return plan;
}

/** The plan the Pro trial gives (SPEC 9: claimed against Pro, Monthly). */
export const TRIAL_PLAN: PlanName = 'Pro';

/**
 * An organization's plan in force at `now`: its own (assigned, or paid for), or Pro while a Pro
 * trial runs and Pro is the better of the two. The trial ends by itself at `trialEndsAt`, so
 * nothing has to run for the organization to return to its plan. An unknown stored name falls
 * back to Basic, the least one can do.
 */
export function planOf(
  org: { plan: string; trialEndsAt: Date | null },
  now: Date = new Date(),
): PlanDefinition {
  const own = findPlan(org.plan) ?? getPlan('Basic');
  if (!org.trialEndsAt || org.trialEndsAt <= now) return own;
  const trial = getPlan(TRIAL_PLAN);
  return trial.rank > own.rank ? trial : own;
}

/** Stripe-style price id of a plan and period, e.g. 'price_pro_monthly'. */
export function priceIdOf(name: PlanName, period: BillingPeriod): string {
  return `price_${name.toLowerCase()}_${period.toLowerCase()}`;
}
