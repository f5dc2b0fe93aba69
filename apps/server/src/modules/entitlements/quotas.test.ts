import { AppError } from '@tabletalk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app';
import type { Database } from '../../db/client';
import { invites, organizations, teamMembers, teams, usageEvents, users } from '../../db/schema';
import { assertCanAddMember } from './assert-can-add-member';
import { assertCanAddSource } from './assert-can-add-source';
import { assertCanAskQuestion, assertCanConnectDashboard } from './assert-can-ask-question';
import { recordUsage } from './record-usage';
import type { EntitlementContext } from './types';
import { registerUsageCounter } from './usage-counters';

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
    for (let i = 0; i < 20; i += 1) {
      await assertCanAskQuestion(ctx, org);
      await recordUsage(ctx, { orgId: org.id, userId: null, kind: 'question' });
    }
    const daily = await refusal(() => assertCanAskQuestion(ctx, org));
    expect(daily.message).toBe(
      'The Basic plan allows 20 questions a day. Upgrade to Pro for unlimited questions a day.',
    );
    clock = new Date('2025-03-16T00:00:01Z');
    await assertCanAskQuestion(ctx, org);
    const other = await buildOrg('Basic');
    await assertCanAskQuestion(ctx, other);
  });

  it('refuses questions once the month is used up', async () => {
    clock = new Date('2025-03-15T12:00:00Z');
    const org = await buildOrg('Starter');
    const rows = Array.from({ length: 100 }, (_, i) => ({
      orgId: org.id,
      kind: 'question',
      createdAt: new Date(Date.UTC(2025, 2, 1 + (i % 10))),
    }));
    await ctx.db.insert(usageEvents).values(rows);
    const monthly = await refusal(() => assertCanAskQuestion(ctx, org));
    expect(monthly.message).toBe(
      'The Starter plan allows 100 questions a month. Upgrade to Basic for 300 questions a month.',
    );
    clock = new Date('2025-04-01T00:00:00Z');
    await assertCanAskQuestion(ctx, org);
  });

  it('counts connected dashboards per month', async () => {
    const org = await buildOrg('Basic');
    for (let i = 0; i < 3; i += 1) {
      await recordUsage(ctx, { orgId: org.id, userId: null, kind: 'dashboard.connected' });
    }
    const error = await refusal(() => assertCanConnectDashboard(ctx, org));
    expect(error.message).toMatch(/^The Basic plan allows 3 connected dashboards a month\./);
  });

  it('counts members and pending invitations as seats', async () => {
    const org = await buildOrg('Basic');
    const teamId = await addMember(org.id, `a-${org.id}@example.com`);
    await addMember(org.id, `b-${org.id}@example.com`);
    await assertCanAddMember(ctx, org);
    await ctx.db.insert(invites).values({
      orgId: org.id,
      teamId,
      email: `c-${org.id}@example.com`,
      role: 'member',
      tokenHash: `hash-${org.id}`,
      expiresAt: new Date(clock.getTime() + 86_400_000),
    });
    const error = await refusal(() => assertCanAddMember(ctx, org));
    expect(error.code).toBe('PLAN_LIMIT');
    expect(error.message).toBe(
      'The Basic plan allows up to 3 members. Upgrade to Pro for up to 5 members.',
    );
    await assertCanAddMember(ctx, { ...org, plan: 'Enterprise' });
  });
});
