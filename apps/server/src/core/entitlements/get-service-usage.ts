import type { ServiceUsage } from '@tabletalk/contracts';
import type { Db } from '../../db/client';
import type { organizations } from '../identity';
import { planOf } from './plans';
import { countPrepaidUnits } from './prepaid-balance';
import { type CounterName, countPersonQuestions, countUsage } from './usage-counters';

type Org = Pick<typeof organizations.$inferSelect, 'id' | 'plan' | 'trialEndsAt'> &
  Partial<Pick<typeof organizations.$inferSelect, 'ownerId'>>;

const QUESTION_WINDOWS: Partial<Record<CounterName, 'day' | 'month'>> = {
  dailyQuestions: 'day',
  monthlyQuestions: 'month',
};

const COUNTED: CounterName[] = [
  'dataSources',
  'askDocsProjects',
  'dailyQuestions',
  'monthlyQuestions',
  'monthlyDashboards',
  'monthlyOcrPages',
  'members',
];

/**
 * An organization's plan, what it has used of each limit and what it may do (the `serviceUsage`
 * of users/me). Question, dashboard and OCR windows are the current UTC day and month;
 * `ocrPackPages` are the pages left in the OCR packs it bought, used past the month's OCR pages;
 * `extraCredits` the extra question credits it has left, used past the month's questions.
 */
export async function getServiceUsage(db: Db, org: Org, now = new Date()): Promise<ServiceUsage> {
  const plan = planOf(org, now);
  // Free-plan questions are counted per owner (reserve-usage), and shown as counted.
  const ownerId = plan.prices?.Monthly === 0 ? org.ownerId : null;
  const [used, ocrPackPages, extraCredits] = await Promise.all([
    Promise.all(
      COUNTED.map((name) => {
        const window = QUESTION_WINDOWS[name];
        if (ownerId && window) return countPersonQuestions(db, ownerId, window, now);
        return countUsage(db, name, org.id, now);
      }),
    ),
    countPrepaidUnits(db, org.id, 'ocr.page'),
    countPrepaidUnits(db, org.id, 'question.credit'),
  ]);
  const usage = Object.fromEntries(
    COUNTED.map((name, i) => [name, { used: used[i] ?? 0, limit: plan.limits[name] }]),
  ) as Record<CounterName, { used: number; limit: number | null }>;
  return {
    plan: plan.name,
    isTrial: org.trialEndsAt !== null && org.trialEndsAt > now,
    ...usage,
    ocrPackPages,
    extraCredits,
    maxFileRows: plan.limits.maxFileRows,
    maxFileColumns: plan.limits.maxFileColumns,
    multiSheetExcel: plan.limits.maxExcelSheets > 1,
    databaseConnections: plan.limits.databaseConnections,
    emailSupport: plan.limits.emailSupport,
  };
}
