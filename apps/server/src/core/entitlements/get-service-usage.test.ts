import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app';
import type { Database } from '../../db/client';
import { organizations } from '../identity';
import { getServiceUsage } from './get-service-usage';
import { usageCounters } from './tables';

describe('getServiceUsage', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  it('reports the plan, what was used and what is allowed', async () => {
    const now = new Date('2025-06-10T10:00:00Z');
    const [org] = await database.db
      .insert(organizations)
      .values({ name: 'Acme', plan: 'Pro', trialEndsAt: new Date('2025-06-20T00:00:00Z') })
      .returning();
    if (!org) throw new Error('no org');
    await database.db.insert(usageCounters).values([
      {
        orgId: org.id,
        kind: 'question',
        month: '2025-06-01',
        monthCount: 2,
        day: '2025-06-10',
        dayCount: 1,
      },
      {
        orgId: org.id,
        kind: 'question',
        month: '2025-05-01',
        monthCount: 1,
        day: '2025-05-31',
        dayCount: 1,
      },
      {
        orgId: org.id,
        kind: 'dashboard.connected',
        month: '2025-06-01',
        monthCount: 1,
        day: '2025-06-10',
        dayCount: 1,
      },
    ]);
    const usage = await getServiceUsage(database.db, org, now);
    expect(usage).toEqual({
      plan: 'Pro',
      isTrial: true,
      dataSources: { used: 0, limit: 10 },
      askDocsProjects: { used: 0, limit: 10 },
      dailyQuestions: { used: 1, limit: null },
      monthlyQuestions: { used: 2, limit: 3_000 },
      monthlyDashboards: { used: 1, limit: 30 },
      monthlyOcrPages: { used: 0, limit: 200 },
      ocrPackPages: 0,
      extraCredits: 0,
      members: { used: 0, limit: 5 },
      maxFileRows: 100_000,
      maxFileColumns: 50,
      multiSheetExcel: true,
      databaseConnections: true,
      emailSupport: true,
    });
  });
});
