import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { schedules } from '../../core/schedules';
import { call } from '../rooms/test-helpers';
import { createDashboard } from './test-helpers';

const MISSING = '00000000-0000-4000-8000-000000000000';
type Listed = { _id: string; name: string };
const idsOf = (res: { json(): { data: Listed[] } }) => res.json().data.map((d) => d._id);

describe('dashboards (create, create-draft, list, session, update, favourite, frequency, delete)', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let member: BuiltUser;
  let viewer: BuiltUser;
  let admin: BuiltUser;
  let stranger: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await buildUser(t);
    const team = { orgId: owner.orgId, teamId: owner.teamId };
    member = await buildUser(t, { ...team, role: 'member' });
    viewer = await buildUser(t, { ...team, role: 'viewer' });
    admin = await buildUser(t, { ...team, role: 'admin' });
    stranger = await buildUser(t);
  });
  afterAll(() => t.close());

  it('walks 401, 400 and 403 before creating a dashboard', async () => {
    expect((await call(t, null, 'POST', '/dashboard/create', { name: 'x' })).statusCode).toBe(401);
    expect((await call(t, owner, 'POST', '/dashboard/create', { name: ' ' })).statusCode).toBe(400);
    const bad = await call(t, owner, 'POST', '/dashboard/create', {
      name: 'x',
      visibility: 'TEAM',
    });
    expect(bad.statusCode).toBe(400);
    const byViewer = await call(t, viewer, 'POST', '/dashboard/create', { name: 'Mine' });
    expect(byViewer.statusCode).toBe(403);
    expect(byViewer.json().code).toBe('FORBIDDEN');
  });

  it('creates a dashboard as { data: { _id, … } }, PRIVATE by default, and makes it the session', async () => {
    const res = await call(t, owner, 'POST', '/dashboard/create', {
      name: ' Sales ',
      description: 'Weekly figures',
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      _id: expect.any(String),
      name: 'Sales',
      description: 'Weekly figures',
      visibility: 'PRIVATE',
      isDraft: false,
      favourite: false,
      createdBy: owner.user.id,
      canEdit: true,
      frequency: { kind: 'off' },
      itemCount: 0,
      lastRefreshedAt: null,
    });
    const session = await call(t, owner, 'GET', '/dashboard/session');
    expect(session.json().data._id).toBe(data._id);
    // Nobody else has a session dashboard yet.
    expect((await call(t, member, 'GET', '/dashboard/session')).json()).toEqual({ data: null });
  });

  it("lists favourites first, searches by name, and shows others' PUBLIC dashboards only", async () => {
    const alpha = await createDashboard(t, owner, 'Alpha', 'PUBLIC');
    const beta = await createDashboard(t, owner, 'Beta 50%');
    const hidden = await createDashboard(t, member, 'Member private');
    const shared = await createDashboard(t, member, 'Member public', 'PUBLIC');
    const star = await call(t, owner, 'PUT', `/dashboard/favorite/${alpha}`, { favourite: true });
    expect(star.json().data).toMatchObject({ _id: alpha, favourite: true });

    const list = await call(t, owner, 'GET', '/dashboard/list');
    expect(list.statusCode).toBe(200);
    const ids = idsOf(list);
    expect(ids[0]).toBe(alpha);
    expect(ids).toContain(shared);
    expect(ids).not.toContain(hidden);
    // Then the latest changed first.
    expect(ids.indexOf(shared)).toBeLessThan(ids.indexOf(beta));

    const searched = await call(t, owner, 'GET', '/dashboard/list?search=50%25');
    expect(idsOf(searched)).toEqual([beta]);

    // A viewer sees the PUBLIC ones but cannot edit them.
    const seen = (await call(t, viewer, 'GET', '/dashboard/list')).json().data;
    expect(seen.map((d: Listed) => d._id).sort()).toEqual([alpha, shared].sort());
    expect(seen.every((d: { canEdit: boolean }) => !d.canEdit)).toBe(true);
    // Another organization sees none of them.
    expect(idsOf(await call(t, stranger, 'GET', '/dashboard/list'))).toEqual([]);
  });

  it('toggles a favourite when no value is given', async () => {
    const id = await createDashboard(t, owner, 'Toggle');
    const on = await call(t, owner, 'PUT', `/dashboard/favorite/${id}`, {});
    expect(on.json().data.favourite).toBe(true);
    const off = await call(t, owner, 'PUT', `/dashboard/favorite/${id}`, {});
    expect(off.json().data.favourite).toBe(false);
  });

  it('keeps a draft out of the list until it is saved', async () => {
    const res = await call(t, owner, 'POST', '/dashboard/create-draft', {});
    expect(res.statusCode).toBe(200);
    const draft = res.json().data;
    expect(draft).toMatchObject({ name: 'Untitled dashboard', isDraft: true });
    expect(idsOf(await call(t, owner, 'GET', '/dashboard/list'))).not.toContain(draft._id);
    // Even PUBLIC, a draft is its owner's alone.
    await call(t, owner, 'PUT', `/dashboard/update-dashboard/${draft._id}`, {
      visibility: 'PUBLIC',
    });
    const opened = await call(t, member, 'POST', '/dashboard/get-graphs', {
      dashboardId: draft._id,
    });
    expect(opened.statusCode).toBe(404);

    const saved = await call(t, owner, 'PUT', `/dashboard/update-dashboard/${draft._id}`, {
      name: 'Quarterly',
      save: true,
    });
    expect(saved.json().data).toMatchObject({ name: 'Quarterly', isDraft: false });
    expect(idsOf(await call(t, owner, 'GET', '/dashboard/list'))).toContain(draft._id);
    expect(idsOf(await call(t, member, 'GET', '/dashboard/list'))).toContain(draft._id);
  });

  it('lets the owner and admins edit, not other members; another organization gets 404', async () => {
    const id = await createDashboard(t, owner, 'Edit me', 'PUBLIC');
    const url = `/dashboard/update-dashboard/${id}`;
    expect((await call(t, owner, 'PUT', url, {})).statusCode).toBe(400);
    const described = await call(t, owner, 'PUT', url, { description: 'Numbers' });
    expect(described.json().data.description).toBe('Numbers');
    const cleared = await call(t, owner, 'PUT', url, { description: '' });
    expect(cleared.json().data.description).toBeNull();

    expect((await call(t, member, 'PUT', url, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await call(t, viewer, 'PUT', url, { name: 'Mine now' })).statusCode).toBe(403);
    const byAdmin = await call(t, admin, 'PUT', url, { name: 'Renamed by admin' });
    expect(byAdmin.json().data).toMatchObject({ name: 'Renamed by admin', canEdit: true });

    expect((await call(t, stranger, 'PUT', url, { name: 'x' })).statusCode).toBe(404);
    const strangerOpen = await call(t, stranger, 'POST', '/dashboard/get-graphs', {
      dashboardId: id,
    });
    expect(strangerOpen.statusCode).toBe(404);
    expect(
      (await call(t, stranger, 'DELETE', `/dashboard/delete-dashboard/${id}`)).statusCode,
    ).toBe(404);
    expect((await call(t, stranger, 'PUT', `/dashboard/favorite/${id}`, {})).statusCode).toBe(404);
    expect(
      (await call(t, owner, 'PUT', `/dashboard/update-dashboard/${MISSING}`, { name: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('opens a dashboard with get-graphs, which becomes the session dashboard', async () => {
    const id = await createDashboard(t, owner, 'Opened', 'PUBLIC');
    const other = await createDashboard(t, owner, 'Created later');
    expect((await call(t, owner, 'GET', '/dashboard/session')).json().data._id).toBe(other);
    const opened = await call(t, member, 'POST', '/dashboard/get-graphs', { dashboardId: id });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ dashboard: { _id: id, canEdit: false }, items: [] });
    expect((await call(t, member, 'GET', '/dashboard/session')).json().data._id).toBe(id);
    // Made PRIVATE by its owner, it is no longer the member's session.
    await call(t, owner, 'PUT', `/dashboard/update-dashboard/${id}`, { visibility: 'PRIVATE' });
    expect((await call(t, member, 'GET', '/dashboard/session')).json().data).toBeNull();
  });

  it('validates and stores a refresh frequency', async () => {
    const id = await createDashboard(t, owner, 'Scheduled');
    const url = `/dashboard/update-dashboard-frequency/${id}`;
    const invalid = [
      { kind: 'daily', time: '25:00' },
      { kind: 'weekly', day: 7, time: '08:00' },
      { kind: 'daily', time: '08:00', timeZone: 'Mars/Olympus' },
      { kind: 'monthly' },
    ];
    for (const frequency of invalid) {
      expect((await call(t, owner, 'PUT', url, { frequency })).statusCode).toBe(400);
    }
    const daily = await call(t, owner, 'PUT', url, { frequency: { kind: 'daily', time: '07:30' } });
    expect(daily.statusCode).toBe(200);
    expect(daily.json().data.frequency).toEqual({ kind: 'daily', time: '07:30', timeZone: 'UTC' });
    const weekly = { kind: 'weekly', day: 1, time: '09:00', timeZone: 'Europe/Berlin' };
    await call(t, owner, 'PUT', url, { frequency: weekly });
    const opened = await call(t, owner, 'POST', '/dashboard/get-graphs', { dashboardId: id });
    expect(opened.json().data.dashboard.frequency).toEqual(weekly);
    // Planned for the scheduler role: one schedule per dashboard, gone when turned off.
    const planned = () =>
      t.ctx.db
        .select({ job: schedules.job, orgId: schedules.orgId, frequency: schedules.frequency })
        .from(schedules)
        .where(eq(schedules.key, id));
    expect(await planned()).toEqual([
      { job: 'dashboards.refresh', orgId: owner.orgId, frequency: weekly },
    ]);
    await call(t, owner, 'PUT', url, { frequency: { kind: 'off' } });
    expect(await planned()).toEqual([]);
    expect((await call(t, viewer, 'PUT', url, { frequency: { kind: 'off' } })).statusCode).toBe(
      403,
    );
  });

  it('deletes a dashboard: gone from the list and the session', async () => {
    const id = await createDashboard(t, owner, 'Doomed');
    const res = await call(t, owner, 'DELETE', `/dashboard/delete-dashboard/${id}`);
    expect(res.json()).toEqual({ message: 'Dashboard deleted successfully' });
    expect(idsOf(await call(t, owner, 'GET', '/dashboard/list'))).not.toContain(id);
    expect((await call(t, owner, 'GET', '/dashboard/session')).json().data).toBeNull();
    expect((await call(t, owner, 'DELETE', `/dashboard/delete-dashboard/${id}`)).statusCode).toBe(
      404,
    );
  });
});
