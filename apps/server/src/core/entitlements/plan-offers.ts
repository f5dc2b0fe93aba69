import type { Plan } from '@tabletalk/contracts';
import { type BillingPeriod, listPlans, type PlanDefinition, priceIdOf } from './plans';

const PERIODS: BillingPeriod[] = ['Monthly', 'Yearly'];

const amount = (value: number | null, noun: string) =>
  value === null ? `Unlimited ${noun}` : `${value.toLocaleString('en-US')} ${noun}`;

/** The plan's limits as selling points, in the order the plans page lists them. */
export function describePlan(plan: PlanDefinition): string[] {
  const l = plan.limits;
  const features = [
    amount(l.dataSources, 'data sources'),
    l.databaseConnections ? 'Files and database connections' : 'File uploads only',
    `Files up to ${l.maxFileRows.toLocaleString('en-US')} rows and ${l.maxFileColumns} columns`,
    l.maxExcelSheets > 1
      ? `Excel files with up to ${l.maxExcelSheets} sheets`
      : 'Single-sheet Excel',
    amount(l.askDocsProjects, 'Ask Docs projects'),
  ];
  if (l.dailyQuestions !== null) features.push(amount(l.dailyQuestions, 'questions a day'));
  features.push(
    amount(l.monthlyQuestions, 'questions a month'),
    amount(l.monthlyDashboards, 'connected dashboards a month'),
    amount(l.members, 'members'),
  );
  if (l.emailSupport) features.push('Email support');
  if (l.extraCredits) features.push('Extra credits available');
  return features;
}

/** What notification/getPlans lists: every public plan, Monthly and Yearly, in USD. */
export function publicPlanOffers(): Plan[] {
  return listPlans()
    .filter((plan) => plan.isPublic && plan.prices)
    .flatMap((plan) =>
      PERIODS.map((period) => ({
        _id: priceIdOf(plan.name, period),
        title: plan.name,
        type: period,
        priceId: priceIdOf(plan.name, period),
        price: plan.prices?.[period] ?? 0,
        currency: 'USD',
        features: describePlan(plan),
      })),
    );
}
