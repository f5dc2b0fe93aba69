import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app';
import type { Database } from '../../db/client';
import { organizations } from '../identity';
import {
  countPrepaidUnits,
  grantPrepaidUnits,
  returnPrepaidUnit,
  takePrepaidUnit,
} from './prepaid-balance';
import { prepaidBalances } from './tables';

describe('prepaid balances: one row per organization and kind', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const now = new Date('2026-03-01T09:00:00Z');

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  async function buildOrg() {
    const [org] = await database.db
      .insert(organizations)
      .values({ name: 'Prepaid', plan: 'Team' })
      .returning();
    if (!org) throw new Error('no org');
    return org;
  }

  it('keeps each kind’s units apart, and each organization’s', async () => {
    const org = await buildOrg();
    const other = await buildOrg();
    expect(await grantPrepaidUnits(database.db, org.id, 'ocr.page', 2, now)).toBe(2);
    expect(await grantPrepaidUnits(database.db, org.id, 'question.credit', 5, now)).toBe(5);
    expect(await grantPrepaidUnits(database.db, org.id, 'ocr.page', 3, now)).toBe(5);
    expect(await grantPrepaidUnits(database.db, other.id, 'ocr.page', 1, now)).toBe(1);

    expect(await takePrepaidUnit(database.db, org.id, 'question.credit', now)).toBe(true);
    expect(await countPrepaidUnits(database.db, org.id, 'question.credit')).toBe(4);
    expect(await countPrepaidUnits(database.db, org.id, 'ocr.page')).toBe(5);
    expect(await countPrepaidUnits(database.db, other.id, 'ocr.page')).toBe(1);
    expect(await countPrepaidUnits(database.db, other.id, 'question.credit')).toBe(0);

    await returnPrepaidUnit(database.db, org.id, 'question.credit', now);
    expect(await countPrepaidUnits(database.db, org.id, 'question.credit')).toBe(5);
    expect(await countPrepaidUnits(database.db, org.id, 'ocr.page')).toBe(5);
  });

  it('takes nothing from an empty or missing balance, and never goes below zero', async () => {
    const org = await buildOrg();
    expect(await takePrepaidUnit(database.db, org.id, 'ocr.page', now)).toBe(false);
    await grantPrepaidUnits(database.db, org.id, 'ocr.page', 3, now);
    const takes = await Promise.all(
      Array.from({ length: 10 }, () => takePrepaidUnit(database.db, org.id, 'ocr.page', now)),
    );
    expect(takes.filter(Boolean)).toHaveLength(3);
    expect(await countPrepaidUnits(database.db, org.id, 'ocr.page')).toBe(0);
    // Whatever writes the row, the check keeps the balance at zero or above.
    await expect(
      database.db
        .insert(prepaidBalances)
        .values({ orgId: org.id, kind: 'question.credit', unitsLeft: -1 }),
    ).rejects.toThrow();
  });
});
