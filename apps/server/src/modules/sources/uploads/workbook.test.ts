import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { notifications } from '../../notifications';
import { sources } from '../tables';
import { get, setPlan, upload } from '../test-helpers';

/** A workbook with a customers sheet and an orders sheet that refers to it. */
async function twoSheetWorkbook(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const customers = workbook.addWorksheet('Customers');
  customers.addRow(['customer_id', 'name']);
  for (let i = 1; i <= 10; i += 1) customers.addRow([i, `Customer ${i}`]);
  const orders = workbook.addWorksheet('Orders');
  orders.addRow(['order_id', 'customer_id', 'amount']);
  for (let i = 1; i <= 30; i += 1) orders.addRow([i, 1 + (i % 10), i * 2.5]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe('Excel workbooks: one project, one source per sheet', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('Basic refuses a multi-sheet workbook at upload, with the plan message and nothing left', async () => {
    const owner = await buildUser(t);
    const res = await upload(t, owner, await twoSheetWorkbook(), { filename: 'shop.xlsx' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      message:
        'The Basic plan allows single-sheet Excel files only. Upgrade to Pro for Excel files with up to 5 sheets.',
    });
    const left = await t.ctx.db.select().from(sources).where(eq(sources.orgId, owner.orgId));
    expect(left).toEqual([]);
    const stored = path.join(t.dataDir, 'files', owner.orgId);
    expect(existsSync(stored) ? readdirSync(stored) : []).toEqual([]);
  });

  it('loads every sheet as a source of the same project, sharing files until the last goes', async () => {
    const owner = await buildUser(t);
    await setPlan(t, owner.orgId, 'Pro');
    const res = await upload(t, owner, await twoSheetWorkbook(), { filename: 'shop.xlsx' });
    const { projectId } = res.json();
    const sheets = (await get(t, owner, `/api/db/sheets/${projectId}`)).json().data;
    expect(sheets, JSON.stringify(sheets)).toHaveLength(2);
    const bySheet = Object.fromEntries(
      sheets.map((s: { sheetName: string }) => [s.sheetName, s]),
    ) as Record<string, { _id: string; name: string; rowCount: number; status: string }>;
    expect(bySheet.Customers).toMatchObject({
      name: 'shop · Customers',
      rowCount: 10,
      status: 'ACTIVE',
    });
    expect(bySheet.Orders).toMatchObject({ name: 'shop · Orders', rowCount: 30, status: 'ACTIVE' });

    // One upload, one notification, naming every sheet that became a source.
    const notes = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.user.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      kind: 'sources.ready',
      title: 'shop is ready: 2 sheets',
      message:
        'Your workbook is loaded as 2 data sources: shop · Customers and shop · Orders. You can ask questions about them now.',
    });

    const schema = (await get(t, owner, `/api/db/db-schema?id=${bySheet.Orders?._id}`)).json().data;
    expect(schema.modelVersion).toBe(1);
    expect(schema.tables).toHaveLength(2);

    const [row] = await t.ctx.db.select().from(sources).where(eq(sources.projectId, projectId));
    const files = [row?.filePath ?? '', row?.duckdbPath ?? ''];
    const remove = (id: string | undefined) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/db/delete-source/${id}`,
        headers: owner.headers,
      });
    await remove(bySheet.Customers?._id);
    expect(files.every((file) => existsSync(file))).toBe(true);
    const preview = await get(t, owner, `/api/db/source-preview-data/${bySheet.Orders?._id}`);
    expect(preview.json().total).toBe(30);
    await remove(bySheet.Orders?._id);
    expect(files.some((file) => existsSync(file))).toBe(false);
  });

  it('needs a place under the data-source limit for every sheet of a workbook', async () => {
    const owner = await buildUser(t);
    await setPlan(t, owner.orgId, 'Pro');
    // Pro allows 10 sources: with 9 taken, one place is left and the workbook has two sheets.
    for (let i = 0; i < 9; i += 1) {
      const csv = await upload(t, owner, 'a,b\n1,2\n', { filename: `t${i}.csv` });
      expect(csv.statusCode).toBe(200);
    }
    const refused = await upload(t, owner, await twoSheetWorkbook(), { filename: 'shop.xlsx' });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toContain('The Pro plan allows up to 10 data sources');
    const left = await t.ctx.db.select().from(sources).where(eq(sources.orgId, owner.orgId));
    expect(left).toHaveLength(9);
  });
});
