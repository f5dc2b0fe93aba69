import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app';
import type { Database } from '../../db/client';
import { organizations } from '../identity';
import { reserveUsage } from './reserve-usage';
import { reserveUsages } from './reserve-usages';
import { usageCounters } from './tables';
import type { EntitlementContext } from './types';
import { countUsage } from './usage-counters';

describe('reserveUsages: several uses counted at once', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let ctx: EntitlementContext;
  let clock = new Date('2025-06-10T12:00:00Z');

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    ctx = { db: database.db, now: () => clock };
  });
  afterAll(() => drop());

  async function buildOrg(plan: string) {
    const [org] = await ctx.db.insert(organizations).values({ name: 'Batch', plan }).returning();
    if (!org) throw new Error('no org');
    return org;
  }

  const today = (orgId: string) => countUsage(ctx.db, 'dailyQuestions', orgId, clock);
  const month = (orgId: string) => countUsage(ctx.db, 'monthlyQuestions', orgId, clock);

  it('counts n uses in one go, on a fresh meter and on a counted one', async () => {
    // Starter: 10 questions a day, 100 a month.
    const org = await buildOrg('Starter');
    expect(await reserveUsages(ctx, org, 'question', 4)).not.toBeNull();
    expect(await today(org.id)).toBe(4);
    expect(await reserveUsages(ctx, org, 'question', 6)).not.toBeNull();
    expect(await today(org.id)).toBe(10);
    expect(await month(org.id)).toBe(10);
    await expect(reserveUsage(ctx, org, 'question')).rejects.toMatchObject({ code: 'PLAN_LIMIT' });
  });

  it('refuses the whole batch, counting none, when it would pass the day or the month', async () => {
    const org = await buildOrg('Starter');
    await reserveUsages(ctx, org, 'question', 7);
    expect(await reserveUsages(ctx, org, 'question', 4)).toBeNull();
    expect(await today(org.id)).toBe(7);
    // More than the day allows at all, on a meter not yet counted.
    const fresh = await buildOrg('Starter');
    expect(await reserveUsages(ctx, fresh, 'question', 11)).toBeNull();
    expect(await today(fresh.id)).toBe(0);
    // The month: 98 of 100 used on an earlier day, so 3 more do not fit but 2 do.
    const late = await buildOrg('Starter');
    await ctx.db.insert(usageCounters).values({
      orgId: late.id,
      kind: 'question',
      month: '2025-06-01',
      monthCount: 98,
      day: '2025-06-09',
      dayCount: 5,
    });
    expect(await reserveUsages(ctx, late, 'question', 3)).toBeNull();
    expect(await reserveUsages(ctx, late, 'question', 2)).not.toBeNull();
    expect(await month(late.id)).toBe(100);
    expect(await today(late.id)).toBe(2);
  });

  it('never lets concurrent batches pass the limit together', async () => {
    const org = await buildOrg('Starter');
    const batches = await Promise.all(
      Array.from({ length: 5 }, () => reserveUsages(ctx, org, 'question', 3)),
    );
    expect(batches.filter((batch) => batch !== null)).toHaveLength(3);
    expect(await today(org.id)).toBe(9);
  });

  it('hands uses out one at a time, each released alone, and gives back the untaken at once', async () => {
    clock = new Date('2025-06-11T12:00:00Z');
    const org = await buildOrg('Starter');
    const uses = await reserveUsages(ctx, org, 'question', 5);
    if (!uses) throw new Error('not reserved');
    const first = uses.take();
    const second = uses.take();
    expect(first).not.toBeNull();
    await second?.release();
    await second?.release();
    expect(await today(org.id)).toBe(4);
    await uses.releaseUntaken();
    expect(await today(org.id)).toBe(1);
    expect(await month(org.id)).toBe(1);
    // Nothing is left to take or to give back twice; the use taken first stays counted.
    expect(uses.take()).toBeNull();
    await uses.releaseUntaken();
    expect(await today(org.id)).toBe(1);
  });

  it('hands out no more than it counted', async () => {
    const org = await buildOrg('Starter');
    const uses = await reserveUsages(ctx, org, 'question', 2);
    expect([uses?.take(), uses?.take(), uses?.take()].map((use) => use !== null)).toEqual([
      true,
      true,
      false,
    ]);
    await uses?.releaseUntaken();
    expect(await today(org.id)).toBe(2);
  });
});
