import { AppError } from '@tabletalk/contracts';
import { listPlans, type PlanDefinition, type PlanLimits } from './plans';

type Limits = PlanLimits;

/** How one limit reads in a refusal: what the plan allows (with its verb), and what an upgrade gives. */
interface LimitWording {
  allows(limits: Limits): string;
  upgrade(limits: Limits): string;
}

const count = (value: number | null, noun: string) =>
  value === null ? `unlimited ${noun}` : `up to ${value.toLocaleString('en-US')} ${noun}`;
const per = (value: number | null, noun: string, period: string) =>
  value === null
    ? `unlimited ${noun} a ${period}`
    : `${value.toLocaleString('en-US')} ${noun} a ${period}`;

/** The wording of every limit an assertion can refuse on. */
export const LIMIT_WORDING = {
  maxFileRows: {
    allows: (l) => `allows files up to ${l.maxFileRows.toLocaleString('en-US')} rows`,
    upgrade: (l) => count(l.maxFileRows, 'rows'),
  },
  maxFileColumns: {
    allows: (l) => `allows files up to ${l.maxFileColumns.toLocaleString('en-US')} columns`,
    upgrade: (l) => count(l.maxFileColumns, 'columns'),
  },
  maxExcelSheets: {
    allows: (l) =>
      l.maxExcelSheets === 1
        ? 'allows single-sheet Excel files only'
        : `allows Excel files with up to ${l.maxExcelSheets} sheets`,
    upgrade: (l) => `Excel files with up to ${l.maxExcelSheets} sheets`,
  },
  databaseConnections: {
    allows: () => 'allows file uploads only, no database connections',
    upgrade: () => 'database connections',
  },
  dataSources: {
    allows: (l) => `allows ${count(l.dataSources, 'data sources')}`,
    upgrade: (l) => count(l.dataSources, 'data sources'),
  },
  askDocsProjects: {
    allows: (l) => `allows ${count(l.askDocsProjects, 'Ask Docs projects')}`,
    upgrade: (l) => count(l.askDocsProjects, 'Ask Docs projects'),
  },
  dailyQuestions: {
    allows: (l) => `allows ${per(l.dailyQuestions, 'questions', 'day')}`,
    upgrade: (l) => per(l.dailyQuestions, 'questions', 'day'),
  },
  monthlyQuestions: {
    allows: (l) => `allows ${per(l.monthlyQuestions, 'questions', 'month')}`,
    upgrade: (l) => per(l.monthlyQuestions, 'questions', 'month'),
  },
  monthlyDashboards: {
    allows: (l) => `allows ${per(l.monthlyDashboards, 'connected dashboards', 'month')}`,
    upgrade: (l) => per(l.monthlyDashboards, 'connected dashboards', 'month'),
  },
  monthlyOcrPages: {
    allows: (l) => `includes ${per(l.monthlyOcrPages, 'OCR pages', 'month')}`,
    upgrade: (l) => per(l.monthlyOcrPages, 'OCR pages', 'month'),
  },
  members: {
    allows: (l) => `allows ${count(l.members, 'members')}`,
    upgrade: (l) => count(l.members, 'members'),
  },
  emailSupport: {
    allows: () => 'does not include email support',
    upgrade: () => 'email support',
  },
} satisfies Record<string, LimitWording>;

export type LimitName = keyof typeof LIMIT_WORDING;

/** Upgrade messages name plans one can buy, plus Enterprise (priced on request). */
function isUpgradeTarget(plan: PlanDefinition): boolean {
  return plan.isPublic || plan.name === 'Enterprise';
}

/** The cheapest plan above `current` that would allow what was refused, or null. */
export function findUpgrade(
  current: PlanDefinition,
  lifts: (limits: Limits) => boolean,
): PlanDefinition | null {
  return (
    listPlans().find((p) => p.rank > current.rank && isUpgradeTarget(p) && lifts(p.limits)) ?? null
  );
}

/** What a refused person is told to do, by whether they can change the plan. */
function nextStep(upgrade: PlanDefinition | null, wording: LimitWording) {
  if (!upgrade) {
    return {
      forPlanManagers: 'Please contact support to raise this limit.',
      forMembers: 'Ask an owner of your organization to contact support to raise this limit.',
    };
  }
  const gives = `${upgrade.name} for ${wording.upgrade(upgrade.limits)}`;
  return {
    forPlanManagers: `Upgrade to ${gives}.`,
    forMembers: `Ask an owner of your organization to upgrade to ${gives}.`,
  };
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * On plans that sell extra question credits (Team/Business), the month's question limit is
 * lifted by buying credits as well as by an upgrade: the refusal says so.
 */
function withCredits(
  plan: PlanDefinition,
  limit: LimitName,
  next: ReturnType<typeof nextStep>,
): ReturnType<typeof nextStep> {
  if (limit !== 'monthlyQuestions' || !plan.limits.extraCredits) return next;
  return {
    forPlanManagers: `Buy extra question credits on the plan page, or ${lowerFirst(next.forPlanManagers)}`,
    forMembers: `Ask an owner of your organization to buy extra question credits. ${next.forMembers}`,
  };
}

/**
 * A PLAN_LIMIT error naming the limit and the plan that lifts it, worded for whoever can change
 * the plan, e.g. 'The Basic plan allows files up to 1,000 rows. Upgrade to Pro for up to 100,000
 * rows.' `details.forMembers` holds the wording for everyone else ('Ask an owner of your
 * organization to upgrade to Pro…'); `planLimitMessageFor` picks one.
 */
export function planLimitError(
  plan: PlanDefinition,
  limit: LimitName,
  lifts: (limits: Limits) => boolean,
): AppError {
  const wording: LimitWording = LIMIT_WORDING[limit];
  const upgrade = findUpgrade(plan, lifts);
  const refusal = `The ${plan.name} plan ${wording.allows(plan.limits)}.`;
  const next = withCredits(plan, limit, nextStep(upgrade, wording));
  return new AppError('PLAN_LIMIT', {
    message: `${refusal} ${next.forPlanManagers}`,
    details: {
      limit,
      plan: plan.name,
      upgradeTo: upgrade?.name ?? null,
      forMembers: `${refusal} ${next.forMembers}`,
    },
  });
}

/**
 * The refusal's words for the person who met it: the upgrade to buy for someone who can change
 * the plan (`billing.manage`), the owner to ask for everyone else.
 */
export function planLimitMessageFor(error: AppError, permissions: readonly string[]): string {
  const forMembers = (error.details as { forMembers?: unknown } | undefined)?.forMembers;
  const canChangePlan = permissions.includes('billing.manage');
  return canChangePlan || typeof forMembers !== 'string' ? error.message : forMembers;
}
