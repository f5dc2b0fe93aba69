import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import { raceAt } from '../../../../test/race';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { sources } from '../tables';
import { get, ordersCsv, setPlan, upload } from '../test-helpers';

/** A workbook of two sheets, as bytes (built once: each build stamps its own time). */
async function twoSheetWorkbook(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const customers = workbook.addWorksheet('Customers');
  customers.addRow(['customer_id', 'name']);
  for (let i = 1; i <= 5; i += 1) customers.addRow([i, `Customer ${i}`]);
  const orders = workbook.addWorksheet('Orders');
  orders.addRow(['order_id', 'customer_id', 'amount']);
  for (let i = 1; i <= 8; i += 1) orders.addRow([i, 1 + (i % 5), i * 2.5]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe('uploading the same file again (SECURITY I4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rowsOf = (user: BuiltUser) =>
    t.ctx.db.select().from(sources).where(eq(sources.orgId, user.orgId));

  /** The files kept for the organization under DATA_DIR/files. */
  const storedFiles = (user: BuiltUser) => {
    const dir = path.join(t.dataDir, 'files', user.orgId);
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  };

  const usedSources = async (user: BuiltUser) =>
    (await get(t, user, '/api/users/me')).json().data.serviceUsage.dataSources;

  /** The loads sent while `run` runs: the source ids of the `sources.ingest` jobs. */
  async function loadsDuring(run: () => Promise<unknown>): Promise<string[]> {
    const send = vi.spyOn(t.ctx.jobs, 'send');
    try {
      await run();
      return send.mock.calls
        .filter(([name]) => name === 'sources.ingest')
        .map(([, data]) => (data as { sourceId: string }).sourceId);
    } finally {
      send.mockRestore();
    }
  }

  it('answers the source the first upload made: one row, one load, the quota and files unchanged', async () => {
    const owner = await buildUser(t); // Basic: 3 data sources
    const csv = ordersCsv(12);
    let first: Record<string, unknown> = {};
    let again: Record<string, unknown> = {};
    const loads = await loadsDuring(async () => {
      first = (await upload(t, owner, csv, { name: 'Orders' })).json();
      const res = await upload(t, owner, csv, { name: 'Orders' });
      expect(res.statusCode).toBe(200);
      again = res.json();
    });
    expect(loads).toEqual([first._id]);
    // The same answer as an upload's, of the same source, now loaded.
    expect(Object.keys(again).sort()).toEqual(Object.keys(first).sort());
    expect(again).toEqual({ ...first, status: 'ACTIVE' });

    const rows = await rowsOf(owner);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.contentHash).toBe(createHash('sha256').update(csv).digest('hex'));
    expect(storedFiles(owner)).toEqual([path.basename(rows[0]?.filePath ?? '')]);
    expect(await usedSources(owner)).toEqual({ used: 1, limit: 3 });
    const info = (await get(t, owner, `/api/db/source-info/${first._id}`)).json().data;
    expect(info).toMatchObject({ status: 'ACTIVE', rowCount: 12, modelVersion: 1 });
  });

  it('ends two identical uploads at once in one source', async () => {
    const owner = await buildUser(t);
    const csv = ordersCsv(15);
    const answers = await raceAt(t, sources, [
      () => upload(t, owner, csv, { name: 'Orders' }),
      () => upload(t, owner, csv, { name: 'Orders' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [left, right] = answers.map((answer) => answer.json());
    expect(right._id).toBe(left._id);
    expect(right.projectId).toBe(left.projectId);
    const rows = await rowsOf(owner);
    expect(rows.map((row) => row.id)).toEqual([left._id]);
    expect(storedFiles(owner)).toEqual([path.basename(rows[0]?.filePath ?? '')]);
    expect(await usedSources(owner)).toEqual({ used: 1, limit: 3 });
  });

  it('makes a new source of the same bytes under another name', async () => {
    const owner = await buildUser(t);
    const csv = ordersCsv(9);
    const first = (await upload(t, owner, csv, { name: 'Orders' })).json();
    const other = (await upload(t, owner, csv, { name: 'Orders copy' })).json();
    expect(other._id).not.toBe(first._id);
    expect(other).toMatchObject({ name: 'Orders copy', status: 'PENDING' });
    expect(await rowsOf(owner)).toHaveLength(2);
    expect(await usedSources(owner)).toEqual({ used: 2, limit: 3 });
  });

  it('makes a new source of changed content under the same name', async () => {
    const owner = await buildUser(t);
    const first = (await upload(t, owner, ordersCsv(9), { name: 'Orders' })).json();
    const changed = (await upload(t, owner, ordersCsv(10), { name: 'Orders' })).json();
    expect(changed._id).not.toBe(first._id);
    const info = (await get(t, owner, `/api/db/source-info/${changed._id}`)).json().data;
    expect(info).toMatchObject({ status: 'ACTIVE', rowCount: 10 });
    expect(await rowsOf(owner)).toHaveLength(2);
  });

  it('makes a new source for another person of the organization', async () => {
    const owner = await buildUser(t);
    const member = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'member' });
    const csv = ordersCsv(9);
    const mine = (await upload(t, owner, csv, { name: 'Orders' })).json();
    const theirs = (await upload(t, member, csv, { name: 'Orders' })).json();
    expect(theirs._id).not.toBe(mine._id);
    expect(await rowsOf(owner)).toHaveLength(2);
  });

  it('makes a new source when the earlier one FAILED', async () => {
    const owner = await buildUser(t);
    const headerOnly = 'id,name\n';
    const failed = (await upload(t, owner, headerOnly, { name: 'People' })).json();
    const info = (await get(t, owner, `/api/db/source-info/${failed._id}`)).json().data;
    expect(info.status).toBe('FAILED');
    const loads = await loadsDuring(async () => {
      const retried = (await upload(t, owner, headerOnly, { name: 'People' })).json();
      expect(retried).toMatchObject({ status: 'PENDING', name: 'People' });
      expect(retried._id).not.toBe(failed._id);
    });
    expect(loads).toHaveLength(1);
    expect(await rowsOf(owner)).toHaveLength(2);
  });

  it('makes a new source once the earlier one is deleted', async () => {
    const owner = await buildUser(t);
    const csv = ordersCsv(9);
    const first = (await upload(t, owner, csv, { name: 'Orders' })).json();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/db/delete-source/${first._id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(200);
    const again = (await upload(t, owner, csv, { name: 'Orders' })).json();
    expect(again._id).not.toBe(first._id);
    const info = (await get(t, owner, `/api/db/source-info/${again._id}`)).json().data;
    expect(info).toMatchObject({ status: 'ACTIVE', rowCount: 9 });
    expect(await usedSources(owner)).toEqual({ used: 1, limit: 3 });
  });

  it('answers a loaded workbook of several sheets by the name it was uploaded under', async () => {
    const owner = await buildUser(t);
    await setPlan(t, owner.orgId, 'Pro');
    const workbook = await twoSheetWorkbook();
    const first = (await upload(t, owner, workbook, { filename: 'shop.xlsx' })).json();
    const sheets = (await get(t, owner, `/api/db/sheets/${first.projectId}`)).json().data;
    expect(sheets).toHaveLength(2);
    const loads = await loadsDuring(async () => {
      const again = (await upload(t, owner, workbook, { filename: 'shop.xlsx' })).json();
      expect(again).toMatchObject({
        _id: first._id,
        projectId: first.projectId,
        name: 'shop · Customers',
        status: 'ACTIVE',
        type: 'XLS',
      });
    });
    expect(loads).toEqual([]);
    expect(await rowsOf(owner)).toHaveLength(2);
    expect(storedFiles(owner)).toHaveLength(1);
  });
});
