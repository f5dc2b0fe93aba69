import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app';
import type { Database } from '../../db/client';
import { organizations } from '../identity';
import { getServiceUsage } from './get-service-usage';
import { grantQuestionCredits } from './grant-question-credits';
import { countPrepaidUnits } from './prepaid-balance';
import { reserveUsage } from './reserve-usage';
import { reserveUsages } from './reserve-usages';
import { usageCounters } from './tables';
import type { EntitlementContext } from './types';
import { countUsage } from './usage-counters';

describe('extra question credits: used past the month’s questions', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let ctx: EntitlementContext;
  let clock = new Date('2025-08-20T12:00:00Z');

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    ctx = { db: database.db, now: () => clock };
  });
  afterAll(() => drop());

  async function buildOrg(plan: string) {
    const [org] = await ctx.db.insert(organizations).values({ name: 'Credits', plan }).returning();
    if (!org) throw new Error('no org');
    return org;
  }

  /** The month's questions already asked, as if on an earlier day of August. */
  async function askedThisMonth(orgId: string, questions: number) {
    await ctx.db.insert(usageCounters).values({
      orgId,
      kind: 'question',
      month: '2025-08-01',
      monthCount: questions,
      day: '2025-08-19',
      dayCount: questions,
    });
  }

  const credits = (orgId: string) => countPrepaidUnits(ctx.db, orgId, 'question.credit');
  const month = (orgId: string) => countUsage(ctx.db, 'monthlyQuestions', orgId, clock);
  const teamRefusal =
    'The Team plan allows 10,000 questions a month. Buy extra question credits on the plan page, or upgrade to Enterprise for unlimited questions a month.';

  it('adds bought credits up, and refuses a grant that is not a positive whole number', async () => {
    const org = await buildOrg('Team');
    expect(await grantQuestionCredits(ctx, org.id, 2)).toBe(2);
    expect(await grantQuestionCredits(ctx, org.id, 3)).toBe(5);
    expect((await getServiceUsage(ctx.db, org, clock)).extraCredits).toBe(5);
    for (const bad of [0, -1, 1.5]) {
      await expect(grantQuestionCredits(ctx, org.id, bad)).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
      });
    }
    expect(await credits(org.id)).toBe(5);
  });

  it('takes plan questions first, then one credit a question past the month, then refuses', async () => {
    const org = await buildOrg('Team'); // 10,000 questions a month, none a day
    await askedThisMonth(org.id, 9_999);
    await grantQuestionCredits(ctx, org.id, 2);
    await reserveUsage(ctx, org, 'question');
    expect(await month(org.id)).toBe(10_000);
    expect(await credits(org.id)).toBe(2);
    await reserveUsage(ctx, org, 'question');
    await reserveUsage(ctx, org, 'question');
    expect(await credits(org.id)).toBe(0);
    // Credits are not counted as the plan's questions.
    expect(await month(org.id)).toBe(10_000);
    await expect(reserveUsage(ctx, org, 'question')).rejects.toMatchObject({
      code: 'PLAN_LIMIT',
      message: teamRefusal,
    });
    expect(await getServiceUsage(ctx.db, org, clock)).toMatchObject({
      monthlyQuestions: { used: 10_000, limit: 10_000 },
      extraCredits: 0,
    });
  });

  it('gives a released credit back, once, and the next question takes it again', async () => {
    const org = await buildOrg('Team');
    await askedThisMonth(org.id, 10_000);
    await grantQuestionCredits(ctx, org.id, 1);
    const use = await reserveUsage(ctx, org, 'question');
    expect(await credits(org.id)).toBe(0);
    await use.release();
    await use.release();
    expect(await credits(org.id)).toBe(1);
    expect(await month(org.id)).toBe(10_000);
    await reserveUsage(ctx, org, 'question');
    expect(await credits(org.id)).toBe(0);
  });

  it('never takes the balance below zero under concurrent questions', async () => {
    const org = await buildOrg('Team');
    await askedThisMonth(org.id, 9_998);
    await grantQuestionCredits(ctx, org.id, 3);
    const attempts = await Promise.allSettled(
      Array.from({ length: 12 }, () => reserveUsage(ctx, org, 'question')),
    );
    // Two plan questions and three credits: five answered, the others refused.
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(5);
    for (const attempt of attempts) {
      if (attempt.status === 'rejected') {
        expect(attempt.reason).toMatchObject({ code: 'PLAN_LIMIT', message: teamRefusal });
      }
    }
    expect(await credits(org.id)).toBe(0);
    expect(await month(org.id)).toBe(10_000);
  });

  it('does not lift the day’s limit, and leaves other meters alone', async () => {
    // Starter: 10 questions a day. A day used up is refused, credits or not.
    const org = await buildOrg('Starter');
    await grantQuestionCredits(ctx, org.id, 5);
    for (let i = 0; i < 10; i += 1) await reserveUsage(ctx, org, 'question');
    await expect(reserveUsage(ctx, org, 'question')).rejects.toMatchObject({
      code: 'PLAN_LIMIT',
      details: { limit: 'dailyQuestions' },
    });
    expect(await credits(org.id)).toBe(5);
    // Connected dashboards past the month are refused: credits are for questions.
    await reserveUsage(ctx, org, 'dashboard.connected'); // Starter's one a month
    await expect(reserveUsage(ctx, org, 'dashboard.connected')).rejects.toMatchObject({
      code: 'PLAN_LIMIT',
    });
    expect(await credits(org.id)).toBe(5);
  });

  it('refuses a batch past the month, whose one-at-a-time fallback takes credits', async () => {
    const org = await buildOrg('Team');
    await askedThisMonth(org.id, 9_999);
    await grantQuestionCredits(ctx, org.id, 1);
    expect(await reserveUsages(ctx, org, 'question', 2)).toBeNull();
    expect(await month(org.id)).toBe(9_999);
    expect(await credits(org.id)).toBe(1);
    await reserveUsage(ctx, org, 'question');
    await reserveUsage(ctx, org, 'question');
    expect(await month(org.id)).toBe(10_000);
    expect(await credits(org.id)).toBe(0);
  });

  it('keeps credits across months: a new month’s plan questions come first', async () => {
    const org = await buildOrg('Team');
    await askedThisMonth(org.id, 10_000);
    await grantQuestionCredits(ctx, org.id, 4);
    await reserveUsage(ctx, org, 'question');
    expect(await credits(org.id)).toBe(3);
    clock = new Date('2025-09-01T00:00:00Z');
    await reserveUsage(ctx, org, 'question');
    expect(await month(org.id)).toBe(1);
    expect(await credits(org.id)).toBe(3);
    clock = new Date('2025-08-20T12:00:00Z');
  });
});
