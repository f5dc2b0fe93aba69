import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app';
import type { Database } from '../../db/client';
import { organizations } from '../identity';
import { getServiceUsage } from './get-service-usage';
import { grantOcrPages } from './grant-ocr-pages';
import { countPrepaidUnits } from './prepaid-balance';
import { reserveOcrPage } from './reserve-ocr-page';
import { usageCounters } from './tables';
import type { EntitlementContext } from './types';
import { countUsage } from './usage-counters';

describe('OCR pages: the month’s allowance, then the packs', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let ctx: EntitlementContext;
  let clock = new Date('2025-05-10T12:00:00Z');

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    ctx = { db: database.db, now: () => clock };
  });
  afterAll(() => drop());

  async function buildOrg(plan: string) {
    const [org] = await ctx.db.insert(organizations).values({ name: 'Scans', plan }).returning();
    if (!org) throw new Error('no org');
    return org;
  }

  /** The month's OCR pages already used, as if read earlier this month. */
  async function useMonth(orgId: string, pages: number) {
    await ctx.db.insert(usageCounters).values({
      orgId,
      kind: 'ocr.page',
      month: '2025-05-01',
      monthCount: pages,
      day: '2025-05-09',
      dayCount: pages,
    });
  }

  const packPages = (orgId: string) => countPrepaidUnits(ctx.db, orgId, 'ocr.page');
  const monthUsed = (orgId: string) => countUsage(ctx.db, 'monthlyOcrPages', orgId, clock);

  it('takes the month’s pages first, then a pack’s, then none', async () => {
    const org = await buildOrg('Core');
    await useMonth(org.id, 49);
    await grantOcrPages(ctx.db, org.id, 1);
    const fromMonth = await reserveOcrPage(ctx, org);
    expect(fromMonth).not.toBeNull();
    expect(await monthUsed(org.id)).toBe(50);
    expect(await packPages(org.id)).toBe(1);
    const fromPack = await reserveOcrPage(ctx, org);
    expect(fromPack).not.toBeNull();
    expect(await packPages(org.id)).toBe(0);
    expect(await reserveOcrPage(ctx, org)).toBeNull();
    expect(await monthUsed(org.id)).toBe(50);

    // A page not read goes back where it came from, once.
    await fromPack?.release();
    await fromPack?.release();
    expect(await packPages(org.id)).toBe(1);
    await fromMonth?.release();
    expect(await monthUsed(org.id)).toBe(49);
    expect(await getServiceUsage(ctx.db, org, clock)).toMatchObject({
      monthlyOcrPages: { used: 49, limit: 50 },
      ocrPackPages: 1,
    });

    // A new month brings the plan's pages again; the pack's page never expires.
    clock = new Date('2025-06-01T00:00:01Z');
    await reserveOcrPage(ctx, org);
    expect(await monthUsed(org.id)).toBe(1);
    expect(await packPages(org.id)).toBe(1);
    clock = new Date('2025-05-10T12:00:00Z');
  });

  it('gives Starter no pages of its own: only a pack’s, and packs add up', async () => {
    const org = await buildOrg('Starter');
    expect(await reserveOcrPage(ctx, org)).toBeNull();
    expect(await grantOcrPages(ctx.db, org.id, 2)).toBe(2);
    expect(await grantOcrPages(ctx.db, org.id, 3)).toBe(5);
    expect(await reserveOcrPage(ctx, org)).not.toBeNull();
    expect(await packPages(org.id)).toBe(4);
    expect(await monthUsed(org.id)).toBe(0);
    await expect(grantOcrPages(ctx.db, org.id, 0)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(grantOcrPages(ctx.db, org.id, 1.5)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });

  it('counts Enterprise’s pages without a limit', async () => {
    const org = await buildOrg('Enterprise');
    for (let i = 0; i < 3; i += 1) expect(await reserveOcrPage(ctx, org)).not.toBeNull();
    expect(await getServiceUsage(ctx.db, org, clock)).toMatchObject({
      monthlyOcrPages: { used: 3, limit: null },
      ocrPackPages: 0,
    });
  });

  it('never lets concurrent pages pass the allowance and the pack together', async () => {
    const org = await buildOrg('Core');
    await useMonth(org.id, 47);
    await grantOcrPages(ctx.db, org.id, 4);
    const attempts = await Promise.all(Array.from({ length: 20 }, () => reserveOcrPage(ctx, org)));
    expect(attempts.filter((page) => page !== null)).toHaveLength(7);
    expect(await monthUsed(org.id)).toBe(50);
    expect(await packPages(org.id)).toBe(0);
  });
});
