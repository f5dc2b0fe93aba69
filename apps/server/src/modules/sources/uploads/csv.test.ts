import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { get, ordersCsv, setPlan, upload } from '../test-helpers';

describe('CSV checks and header fixes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const check = (user: { headers: Record<string, string> }, csv: string, filename = 'x.csv') =>
    upload(t, user, csv, { filename, url: '/api/db/check-csv' });

  it('check-csv reports headers, counts, problems and the plan, and keeps nothing', async () => {
    const owner = await buildUser(t);
    const viewer = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'viewer' });
    expect((await check(viewer, ordersCsv(3))).statusCode).toBe(403);

    const messy = 'id,amount,amount,\n1,2,3,4\n5,6,7,8\n';
    const res = await check(owner, messy);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({
      headers: ['id', 'amount', 'amount', ''],
      rowCount: 2,
      columnCount: 4,
      withinPlan: true,
    });
    expect(report.suggestedHeaders).toHaveLength(4);
    expect(new Set(report.suggestedHeaders).size).toBe(4);
    const kinds = report.problems.map((p: { kind: string }) => p.kind).sort();
    expect(kinds).toEqual(['blank_headers', 'duplicate_headers']);

    const big = (await check(owner, ordersCsv(1_001))).json();
    expect(big).toMatchObject({
      rowCount: 1_001,
      withinPlan: false,
      planMessage:
        'The Basic plan allows files up to 1,000 rows. Upgrade to Pro for up to 100,000 rows.',
    });
    await setPlan(t, owner.orgId, 'Pro');
    expect((await check(owner, ordersCsv(1_001))).json().withinPlan).toBe(true);

    const pdf = await check(owner, '%PDF-1.4\n%%EOF\n', 'fake.csv');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().code).toBe('FILE_REJECTED');

    const dir = path.join(t.dataDir, 'files', owner.orgId);
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
    expect((await get(t, owner, '/api/db/sources')).json().data).toEqual([]);
  });

  it('csv-headers renames the columns and loads the file again', async () => {
    const owner = await buildUser(t);
    const added = (await upload(t, owner, 'id,amount,amount\n1,2,3\n4,5,6\n')).json();
    const before = (await get(t, owner, `/api/db/source-info/${added._id}`)).json().data;
    expect(before.status).toBe('ACTIVE');

    const put = (headers: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/db/csv-headers',
        headers: owner.headers,
        payload: { sourceId: added._id, headers },
      });
    const duplicate = await put(['id', 'Total', 'total']);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toContain('total');
    expect((await put(['id', 'net'])).statusCode).toBe(400);

    const fixed = await put(['id', 'net', 'gross']);
    expect(fixed.statusCode).toBe(200);
    const after = (await get(t, owner, `/api/db/source-info/${added._id}`)).json().data;
    expect(after.status).toBe('ACTIVE');
    expect(after.columns.map((c: { name: string }) => c.name)).toEqual(['id', 'net', 'gross']);
    const preview = (await get(t, owner, `/api/db/source-preview-data/${added._id}`)).json();
    expect(preview.rows).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
  });
});
