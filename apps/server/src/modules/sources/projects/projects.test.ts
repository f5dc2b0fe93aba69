import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { sources } from '../tables';
import { get, ordersCsv, upload } from '../test-helpers';

describe('projects', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const put = (headers: Record<string, string>, url: string, payload?: object) =>
    t.app.inject({ method: 'PUT', url, headers, payload });

  it('lists, renames, stars (per user) and deletes projects with their sources', async () => {
    const owner = await buildUser(t);
    const first = (await upload(t, owner, ordersCsv(3), { name: 'First' })).json();
    const second = (await upload(t, owner, ordersCsv(4), { name: 'Second' })).json();

    const all = (await get(t, owner, '/api/db/all-projects')).json().data;
    expect(all.map((p: { name: string }) => p.name)).toEqual(['Second', 'First']);
    expect(all[0]).toMatchObject({ sourceCount: 1, isFavourite: false });

    const star = await put(owner.headers, `/api/db/project-favourite/${first.projectId}`);
    expect(star.json().data).toEqual({ isFavourite: true });
    const starred = (await get(t, owner, '/api/db/all-projects')).json().data;
    expect(starred[0]).toMatchObject({ _id: first.projectId, isFavourite: true });
    const colleague = await buildUser(t, {
      orgId: owner.orgId,
      teamId: owner.teamId,
      role: 'viewer',
    });
    const theirs = (await get(t, colleague, '/api/db/all-projects')).json().data;
    expect(theirs.every((p: { isFavourite: boolean }) => !p.isFavourite)).toBe(true);
    const unstar = await put(owner.headers, `/api/db/project-favourite/${first.projectId}`, {
      isFavourite: false,
    });
    expect(unstar.json().data).toEqual({ isFavourite: false });

    const renamed = await put(owner.headers, `/api/db/update-project/${first.projectId}`, {
      name: 'Renamed',
    });
    expect(renamed.json()).toMatchObject({ data: { _id: first.projectId, name: 'Renamed' } });
    const byId = (await get(t, owner, `/api/db/project-by-id?id=${first.projectId}`)).json().data;
    expect(byId).toMatchObject({ name: 'Renamed', sourceCount: 1 });
    expect(byId.sources.map((s: { _id: string }) => s._id)).toEqual([first._id]);
    const sheets = (await get(t, owner, `/api/db/sheets/${second.projectId}`)).json().data;
    expect(sheets.map((s: { _id: string }) => s._id)).toEqual([second._id]);
    const filtered = (await get(t, owner, `/api/db/sources?projectId=${second.projectId}`)).json();
    expect(filtered.data.map((s: { _id: string }) => s._id)).toEqual([second._id]);

    const [row] = await t.ctx.db.select().from(sources).where(eq(sources.id, first._id));
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/db/delete-project/${first.projectId}`,
      headers: owner.headers,
    });
    expect(deleted.json()).toEqual({ message: 'Project deleted successfully' });
    expect(existsSync(row?.duckdbPath ?? '')).toBe(false);
    expect(existsSync(row?.filePath ?? '')).toBe(false);
    expect((await get(t, owner, `/api/db/project-by-id?id=${first.projectId}`)).statusCode).toBe(
      404,
    );
    expect((await get(t, owner, `/api/db/source-info/${first._id}`)).statusCode).toBe(404);
    const left = (await get(t, owner, '/api/db/all-projects')).json().data;
    expect(left.map((p: { _id: string }) => p._id)).toEqual([second.projectId]);
  });

  it('remembers the selected source per user', async () => {
    const owner = await buildUser(t);
    const added = (await upload(t, owner, ordersCsv(3))).json();
    const res = await get(t, owner, `/api/db/select_source?id=${added._id}`);
    expect(res.json()).toMatchObject({ data: { sourceId: added._id } });
  });
});
