import { AppError } from '@tabletalk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app';
import type { Database } from '../../db/client';
import { invites, organizations, teamMembers, teams, users } from '../identity';
import { assertCanAddSource } from './assert-can-add-source';
import { getServiceUsage } from './get-service-usage';
import { holdQuota } from './hold-quota';
import { reserveUsage } from './reserve-usage';
import { usageCounters } from './tables';
import type { EntitlementContext, OrgPlanRef } from './types';
import { countUsage, registerUsageCounter } from './usage-counters';

async function refusal(run: () => Promise<unknown>): Promise<AppError> {
  const error = await run().then(
    () => null,
    (e: unknown) => e,
  );
  if (error instanceof AppError) return error;
  throw new Error(`expected a refusal, got ${String(error)}`);
}

describe('quota assertions', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let ctx: EntitlementContext;
  let clock = new Date('2025-03-15T12:00:00Z');

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    ctx = { db: database.db, now: () => clock };
  });
  afterAll(() => drop());

  async function buildOrg(plan: string) {
    const [org] = await ctx.db.insert(organizations).values({ name: 'Acme', plan }).returning();
    if (!org) throw new Error('no org');
    return org;
  }

  /** Holds the member limit in a transaction of its own, as a joining request would. */
  const holdSeat = (org: OrgPlanRef) =>
    ctx.db.transaction((tx) => holdQuota({ db: tx, now: ctx.now }, org, 'members'));

  async function addMember(orgId: string, email: string) {
    const [team] = await ctx.db.select().from(teams).where(eq(teams.orgId, orgId));
    const teamId =
      team?.id ??
      (await ctx.db.insert(teams).values({ orgId, name: 'Default team' }).returning())[0]?.id;
    const [user] = await ctx.db.insert(users).values({ email }).returning();
    if (!teamId || !user) throw new Error('no team or user');
    await ctx.db.insert(teamMembers).values({ teamId, orgId, userId: user.id, role: 'member' });
    return teamId;
  }

  it('refuses database connections on Basic, and the fourth source', async () => {
    const org = await buildOrg('Basic');
    const database = await refusal(() => assertCanAddSource(ctx, org, { kind: 'database' }));
    expect(database.message).toBe(
      'The Basic plan allows file uploads only, no database connections. Upgrade to Pro for database connections.',
    );
    await assertCanAddSource(ctx, org, { kind: 'file' });
    const restore = registerUsageCounter('dataSources', async () => 3);
    try {
      const fourth = await refusal(() => assertCanAddSource(ctx, org, { kind: 'file' }));
      expect(fourth.message).toBe(
        'The Basic plan allows up to 3 data sources. Upgrade to Pro for up to 10 data sources.',
      );
    } finally {
      restore();
    }
  });

  it('counts questions per UTC day and month', async () => {
    const org = await buildOrg('Basic');
    for (let i = 0; i < 20; i += 1) await reserveUsage(ctx, org, 'question');
    const daily = await refusal(() => reserveUsage(ctx, org, 'question'));
    expect(daily.message).toBe(
      'The Basic plan allows 20 questions a day. Upgrade to Pro for unlimited questions a day.',
    );
    expect(await countUsage(ctx.db, 'dailyQuestions', org.id, clock)).toBe(20);
    clock = new Date('2025-03-16T00:00:01Z');
    await reserveUsage(ctx, org, 'question');
    expect(await countUsage(ctx.db, 'dailyQuestions', org.id, clock)).toBe(1);
    expect(await countUsage(ctx.db, 'monthlyQuestions', org.id, clock)).toBe(21);
    const other = await buildOrg('Basic');
    await reserveUsage(ctx, other, 'question');
  });

  it('refuses questions once the month is used up', async () => {
    clock = new Date('2025-03-15T12:00:00Z');
    const org = await buildOrg('Starter');
    await ctx.db.insert(usageCounters).values({
      orgId: org.id,
      kind: 'question',
      month: '2025-03-01',
      monthCount: 100,
      day: '2025-03-10',
      dayCount: 7,
    });
    const monthly = await refusal(() => reserveUsage(ctx, org, 'question'));
    expect(monthly.message).toBe(
      'The Starter plan allows 100 questions a month. Upgrade to Basic for 300 questions a month.',
    );
    clock = new Date('2025-04-01T00:00:00Z');
    await reserveUsage(ctx, org, 'question');
  });

  it('never lets concurrent questions pass the limit together', async () => {
    clock = new Date('2025-03-20T12:00:00Z');
    const org = await buildOrg('Starter');
    const attempts = await Promise.allSettled(
      Array.from({ length: 25 }, () => reserveUsage(ctx, org, 'question')),
    );
    const granted = attempts.filter((attempt) => attempt.status === 'fulfilled');
    expect(granted).toHaveLength(10);
    for (const attempt of attempts) {
      if (attempt.status === 'rejected')
        expect(attempt.reason).toMatchObject({ code: 'PLAN_LIMIT' });
    }
    expect(await countUsage(ctx.db, 'dailyQuestions', org.id, clock)).toBe(10);
  });

  it('counts free-plan questions per owner across their organizations, exactly', async () => {
    clock = new Date('2025-03-22T12:00:00Z');
    const [owner] = await ctx.db.insert(users).values({ email: 'owner@example.com' }).returning();
    if (!owner) throw new Error('no owner');
    const own = async (plan: string) => {
      const org = await buildOrg(plan);
      await ctx.db
        .update(organizations)
        .set({ ownerId: owner.id })
        .where(eq(organizations.id, org.id));
      return { ...org, ownerId: owner.id };
    };
    const first = await own('Basic');
    const second = await own('Basic');
    // Basic allows 20 questions a day: 30 at once over two organizations of one person get 20.
    const attempts = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => reserveUsage(ctx, i % 2 ? first : second, 'question')),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(20);
    const third = await own('Basic');
    const fresh = await refusal(() => reserveUsage(ctx, third, 'question'));
    expect(fresh.message).toMatch(/^The Basic plan allows 20 questions a day\./);
    const usage = await getServiceUsage(ctx.db, third, clock);
    expect(usage.dailyQuestions).toEqual({ used: 20, limit: 20 });
    // A paid organization of the same person keeps its own meter.
    await reserveUsage(ctx, await own('Pro'), 'question');
  });

  it('gives a released question back, once', async () => {
    clock = new Date('2025-03-21T12:00:00Z');
    const org = await buildOrg('Starter');
    const uses = [];
    for (let i = 0; i < 10; i += 1) uses.push(await reserveUsage(ctx, org, 'question'));
    await refusal(() => reserveUsage(ctx, org, 'question'));
    await uses[0]?.release();
    await uses[0]?.release();
    expect(await countUsage(ctx.db, 'dailyQuestions', org.id, clock)).toBe(9);
    expect(await countUsage(ctx.db, 'monthlyQuestions', org.id, clock)).toBe(9);
    await reserveUsage(ctx, org, 'question');
    await refusal(() => reserveUsage(ctx, org, 'question'));
  });

  it('counts connected dashboards per month', async () => {
    const org = await buildOrg('Basic');
    for (let i = 0; i < 3; i += 1) await reserveUsage(ctx, org, 'dashboard.connected');
    const error = await refusal(() => reserveUsage(ctx, org, 'dashboard.connected'));
    expect(error.message).toMatch(/^The Basic plan allows 3 connected dashboards a month\./);
  });

  it('counts members and pending invitations as seats', async () => {
    const org = await buildOrg('Basic');
    const teamId = await addMember(org.id, `a-${org.id}@example.com`);
    await addMember(org.id, `b-${org.id}@example.com`);
    await holdSeat(org);
    await ctx.db.insert(invites).values({
      orgId: org.id,
      teamId,
      email: `c-${org.id}@example.com`,
      role: 'member',
      tokenHash: `hash-${org.id}`,
      expiresAt: new Date(clock.getTime() + 86_400_000),
    });
    const error = await refusal(() => holdSeat(org));
    expect(error.code).toBe('PLAN_LIMIT');
    expect(error.message).toBe(
      'The Basic plan allows up to 3 members. Upgrade to Pro for up to 5 members.',
    );
    await holdSeat({ ...org, plan: 'Enterprise' });
  });
});
