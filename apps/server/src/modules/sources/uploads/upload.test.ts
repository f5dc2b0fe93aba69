import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { notifications } from '../../notifications';
import { isSourceDeleted } from '../query';
import { sources } from '../tables';
import { get, multipartBody, ordersCsv, setPlan, upload } from '../test-helpers';

/** Files kept for an organization under DATA_DIR/files. */
function storedFiles(t: TestApp, orgId: string): string[] {
  const dir = path.join(t.dataDir, 'files', orgId);
  return existsSync(dir) ? readdirSync(dir) : [];
}

describe('file uploads (db/add-database, multipart)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('walks 401, 403 and 400 before taking a file', async () => {
    const owner = await buildUser(t);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/db/add-database' });
    expect(anonymous.statusCode).toBe(401);

    const viewer = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'viewer' });
    expect((await upload(t, viewer, ordersCsv(3))).statusCode).toBe(403);

    const noFile = await multipartBody(null, { name: 'nothing' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/db/add-database',
      payload: noFile.payload,
      headers: { ...owner.headers, ...noFile.headers },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Choose a file to upload.');
    expect(storedFiles(t, owner.orgId)).toEqual([]);
  });

  it('answers PENDING at once; the load makes it ACTIVE with rows, columns and a preview', async () => {
    const owner = await buildUser(t);
    const res = await upload(t, owner, ordersCsv(25), { name: 'Orders' });
    expect(res.statusCode).toBe(200);
    const added = res.json();
    expect(added).toMatchObject({ status: 'PENDING', name: 'Orders', type: 'CSV' });
    expect(added._id).toMatch(/^[0-9a-f-]{36}$/);

    const info = await get(t, owner, `/api/db/source-info/${added._id}`);
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toMatchObject({
      status: 'ACTIVE',
      reason: null,
      progress: 1,
      rowCount: 25,
      columnCount: 3,
      projectId: added.projectId,
      isOwner: true,
      modelVersion: 1,
    });
    expect(info.json().data.columns.map((c: { name: string }) => c.name)).toEqual([
      'id',
      'region',
      'amount',
    ]);
    expect(JSON.stringify(info.json())).not.toContain(t.dataDir);

    const preview = await get(
      t,
      owner,
      `/api/db/source-preview-data/${added._id}?page=2&pageSize=10`,
    );
    expect(preview.statusCode).toBe(200);
    const page = preview.json();
    expect(page.total).toBe(25);
    expect(page.columns.map((c: { name: string }) => c.name)).toEqual(['id', 'region', 'amount']);
    expect(page.rows).toHaveLength(10);
    expect(page.rows[0][0]).toBe(11);

    const tooBig = await get(t, owner, `/api/db/source-preview-data/${added._id}?pageSize=1001`);
    expect(tooBig.statusCode).toBe(400);

    const [note] = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.user.id));
    expect(note).toMatchObject({ kind: 'sources.ready', link: `/sources/${added._id}` });
  });

  it('refuses a PDF renamed .csv by its bytes, and keeps nothing', async () => {
    const owner = await buildUser(t);
    const pdf = '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n';
    const res = await upload(t, owner, pdf, { filename: 'report.csv' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'FILE_REJECTED',
      message: 'This file is a PDF document, not a CSV or Excel (.xlsx) file.',
    });
    expect(storedFiles(t, owner.orgId)).toEqual([]);
    const rows = await t.ctx.db.select().from(sources).where(eq(sources.orgId, owner.orgId));
    expect(rows).toEqual([]);
  });

  it('Basic: a 1,001-row CSV ends FAILED with the plan message naming Pro', async () => {
    const owner = await buildUser(t);
    const res = await upload(t, owner, ordersCsv(1_001));
    expect(res.json().status).toBe('PENDING');
    const info = (await get(t, owner, `/api/db/source-info/${res.json()._id}`)).json().data;
    expect(info.status).toBe('FAILED');
    expect(info.reason).toBe(
      'The Basic plan allows files up to 1,000 rows. Upgrade to Pro for up to 100,000 rows.',
    );
    const [note] = await t.ctx.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, owner.user.id), eq(notifications.kind, 'sources.failed')),
      );
    expect(note?.message).toBe(info.reason);

    await setPlan(t, owner.orgId, 'Pro');
    const again = await upload(t, owner, ordersCsv(1_001));
    const loaded = (await get(t, owner, `/api/db/source-info/${again.json()._id}`)).json().data;
    expect(loaded).toMatchObject({ status: 'ACTIVE', rowCount: 1_001 });
  });

  it("counts live sources against the plan's limit; deleted ones and the sample do not count", async () => {
    const owner = await buildUser(t);
    await t.app.inject({ method: 'POST', url: '/api/db/set-sample', headers: owner.headers });
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      // Named apart: the same file under the same name would answer the first source again.
      ids.push((await upload(t, owner, ordersCsv(2), { name: `Orders ${i}` })).json()._id);
    }
    const fourth = await upload(t, owner, ordersCsv(2));
    expect(fourth.statusCode).toBe(402);
    expect(fourth.json().message).toBe(
      'The Basic plan allows up to 3 data sources. Upgrade to Pro for up to 10 data sources.',
    );
    await t.app.inject({
      method: 'DELETE',
      url: `/api/db/delete-source/${ids[0]}`,
      headers: owner.headers,
    });
    expect((await upload(t, owner, ordersCsv(2))).statusCode).toBe(200);
  });

  it('deletes a source: its stored file and DuckDB database go, and it answers 404', async () => {
    const owner = await buildUser(t);
    const added = (await upload(t, owner, ordersCsv(5))).json();
    const [row] = await t.ctx.db.select().from(sources).where(eq(sources.id, added._id));
    const files = [row?.filePath, row?.duckdbPath] as string[];
    expect(files.every((file) => existsSync(file))).toBe(true);
    expect(files.every((file) => file.startsWith(t.dataDir))).toBe(true);

    const viewer = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'viewer' });
    const forbidden = await t.app.inject({
      method: 'DELETE',
      url: `/api/db/delete-source/${added._id}`,
      headers: viewer.headers,
    });
    expect(forbidden.statusCode).toBe(403);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/db/delete-source/${added._id}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(files.some((file) => existsSync(file))).toBe(false);
    expect((await get(t, owner, `/api/db/source-info/${added._id}`)).statusCode).toBe(404);
    expect((await get(t, owner, '/api/db/sources')).json().data).toEqual([]);
    expect(await isSourceDeleted(t.ctx.db, { orgId: owner.orgId, sourceId: added._id })).toBe(true);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/db/delete-source/${added._id}`,
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('upload size limit (MAX_UPLOAD_MB)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAX_UPLOAD_MB: '0.01' });
  });
  afterAll(() => t.close());

  it('cuts an upload off at the limit with 413 and leaves no file behind', async () => {
    const owner = await buildUser(t);
    const res = await upload(t, owner, ordersCsv(2_000));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'This file is larger than 0.01 MB, the most an upload may send.',
    });
    expect(storedFiles(t, owner.orgId)).toEqual([]);
    expect(await t.ctx.db.select().from(sources).where(eq(sources.orgId, owner.orgId))).toEqual([]);
    // Under the limit still works.
    expect((await upload(t, owner, ordersCsv(10))).statusCode).toBe(200);
  });
});
