import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../../core/identity';
import { ask, call, userWithSampleRoom } from '../rooms/test-helpers';
import { dashboardShares } from './tables';
import { createDashboard, setPlan } from './test-helpers';

type Share = { userId: string; name: string; email: string; sharedAt: string };
type Listed = { _id: string; isShared: boolean; sharedBy: string | null; canEdit: boolean };
type Notice = { kind: string; title: string; message: string; link: string | null };

describe('dashboard sharing (share/{id}, DELETE share/{id})', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let admin: BuiltUser;
  let member: BuiltUser;
  let viewer: BuiltUser;
  let stranger: BuiltUser;
  let conversationId: string;
  /** The owner's PRIVATE dashboard with one widget: what most tests share. */
  let dashboardId: string;
  let itemId: string;

  const share = (user: BuiltUser, id: string, userIds: string[]) =>
    call(t, user, 'POST', `/dashboard/share/${id}`, { userIds });
  const revoke = (user: BuiltUser, id: string, userIds: string[]) =>
    call(t, user, 'DELETE', `/dashboard/share/${id}`, { userIds });
  const open = (user: BuiltUser, id: string) =>
    call(t, user, 'POST', '/dashboard/get-graphs', { dashboardId: id });
  const listed = async (user: BuiltUser): Promise<Listed[]> =>
    (await call(t, user, 'GET', '/dashboard/list')).json().data;
  const notices = async (user: BuiltUser): Promise<Notice[]> =>
    (await call(t, user, 'GET', '/getUserNotifications?pageSize=50')).json().data;
  const sharesIn = async (id: string) =>
    t.ctx.db.select().from(dashboardShares).where(eq(dashboardShares.dashboardId, id));
  const newMember = (role: 'admin' | 'member' | 'viewer' = 'member') =>
    buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role });

  beforeAll(async () => {
    t = await createTestApp();
    const sample = await userWithSampleRoom(t);
    owner = sample.owner;
    await setPlan(t, owner.orgId, 'Enterprise');
    // A name with HTML in it: the email must escape it.
    await t.ctx.db
      .update(users)
      .set({ givenName: 'Ann <b>', familyName: "O'Hara" })
      .where(eq(users.id, owner.user.id));
    admin = await newMember('admin');
    await t.ctx.db.update(users).set({ givenName: 'Ada' }).where(eq(users.id, admin.user.id));
    member = await newMember();
    viewer = await newMember('viewer');
    stranger = await buildUser(t);
    const asked = await ask(t, owner, sample.roomId, sample.sampleId, 'What is the total revenue?');
    conversationId = asked.json().data._id;
    dashboardId = await createDashboard(t, owner, 'Revenue <2025>');
    const added = await call(t, owner, 'POST', '/dashboard/db/add-conversation-to-dashboard', {
      dashboardId,
      conversationId,
      kind: 'WIDGET',
    });
    if (added.statusCode !== 200) throw new Error(`add item: ${added.body}`);
    itemId = added.json().data._id;
  });
  afterAll(() => t.close());

  it('shares with a member, who then lists, opens and refreshes it, with a notification and an email', async () => {
    expect((await listed(member)).map((d) => d._id)).not.toContain(dashboardId);
    expect((await open(member, dashboardId)).statusCode).toBe(404);

    const res = await share(owner, dashboardId, [member.user.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        userId: member.user.id,
        name: 'Test User',
        email: member.user.email,
        sharedAt: expect.any(String),
      },
    ]);

    const seen = (await listed(member)).find((d) => d._id === dashboardId);
    expect(seen).toMatchObject({ isShared: true, sharedBy: "Ann <b> O'Hara", canEdit: false });
    const opened = await open(member, dashboardId);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.dashboard).toMatchObject({ isShared: true, canEdit: false });
    expect(opened.json().data.dashboard.sharedWith).toBeUndefined();
    expect(opened.json().data.items.map((i: { _id: string }) => i._id)).toEqual([itemId]);

    const refreshed = await call(t, member, 'PUT', `/dashboard/refresh-queries/${dashboardId}`);
    expect(refreshed.statusCode).toBe(200);
    const { refreshed: ran, cached } = refreshed.json().data;
    expect(ran + cached).toBe(1);

    const notice = (await notices(member)).find((n) => n.kind === 'dashboard.shared');
    expect(notice).toMatchObject({
      title: 'Dashboard shared: Revenue <2025>',
      message: `Ann <b> O'Hara shared the dashboard "Revenue <2025>" with you.`,
      link: `/dashboards/${dashboardId}`,
    });
    const mail = t.emails(member.user.email).at(-1);
    expect(mail?.subject).toBe(`Ann <b> O'Hara shared the dashboard "Revenue <2025>" with you`);
    expect(mail?.text).toContain(`${t.ctx.env.publicUrl}/dashboards/${dashboardId}`);
    expect(mail?.html).toContain('Ann &lt;b&gt; O&#39;Hara');
    expect(mail?.html).toContain('Revenue &lt;2025&gt;');
    expect(mail?.html).not.toContain('<b>');

    // The owner sees whom it is shared with; the list shows their own dashboard as not shared.
    const ownView = (await open(owner, dashboardId)).json().data.dashboard;
    expect(ownView).toMatchObject({ isShared: false, sharedBy: null, canEdit: true });
    expect(ownView.sharedWith.map((s: Share) => s.userId)).toEqual([member.user.id]);
  });

  it('lets a shared member refresh only: renaming, deleting, moving, charts, items, schedule and sharing are refused (403)', async () => {
    await share(owner, dashboardId, [member.user.id]);
    const id = dashboardId;
    const refused = [
      () => call(t, member, 'PUT', `/dashboard/update-dashboard/${id}`, { name: 'Mine now' }),
      () => call(t, member, 'DELETE', `/dashboard/delete-dashboard/${id}`),
      () =>
        call(t, member, 'PUT', `/dashboard/update-layout/${id}`, {
          layout: [{ itemId, x: 0, y: 0, w: 4, h: 2 }],
        }),
      () => call(t, member, 'PUT', `/dashboard/update-graph/${itemId}`, { title: 'Renamed' }),
      () =>
        call(t, member, 'POST', '/dashboard/db/add-conversation-to-dashboard', {
          dashboardId: id,
          conversationId,
          kind: 'WIDGET',
        }),
      () =>
        call(t, member, 'PUT', `/dashboard/update-dashboard-frequency/${id}`, {
          frequency: { kind: 'hourly' },
        }),
      () => share(member, id, [viewer.user.id]),
      () => revoke(member, id, [member.user.id]),
    ];
    for (const attempt of refused) {
      const res = await attempt();
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect((await open(owner, id)).json().data.dashboard.name).toBe('Revenue <2025>');
    expect((await sharesIn(id)).map((s) => s.userId)).toEqual([member.user.id]);
  });

  it('changes nothing and notifies no one again when sharing with the owner, the sharer or a member shared with already', async () => {
    await share(owner, dashboardId, [member.user.id]);
    const emailsBefore = t.emails().length;
    const noticesBefore = (await notices(member)).length;
    const res = await share(owner, dashboardId, [member.user.id, owner.user.id, member.user.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((s: Share) => s.userId)).toEqual([member.user.id]);
    expect(t.emails().length).toBe(emailsBefore);
    expect((await notices(member)).length).toBe(noticesBefore);
    expect((await notices(owner)).filter((n) => n.kind === 'dashboard.shared')).toEqual([]);
  });

  it('shares with a viewer, who views it but cannot share it', async () => {
    const res = await share(owner, dashboardId, [viewer.user.id]);
    expect(res.statusCode).toBe(200);
    expect((await listed(viewer)).find((d) => d._id === dashboardId)).toMatchObject({
      isShared: true,
      canEdit: false,
    });
    expect((await open(viewer, dashboardId)).statusCode).toBe(200);
    const byViewer = await share(viewer, dashboardId, [member.user.id]);
    expect(byViewer.statusCode).toBe(403);
  });

  it('refuses users outside the organization, and then shares with nobody', async () => {
    const id = await createDashboard(t, owner, 'Guarded');
    const other = await newMember();
    const emailsBefore = t.emails().length;
    for (const outsider of [stranger.user.id, randomUUID()]) {
      const res = await share(owner, id, [other.user.id, outsider]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'A dashboard can be shared only with members of its organization.',
      });
    }
    expect(await sharesIn(id)).toEqual([]);
    expect(t.emails().length).toBe(emailsBefore);
    expect((await open(other, id)).statusCode).toBe(404);
    expect((await open(stranger, id)).statusCode).toBe(404);

    for (const userIds of [[], ['not-a-uuid'], Array.from({ length: 101 }, () => randomUUID())]) {
      expect((await share(owner, id, userIds)).statusCode).toBe(400);
    }
  });

  it("answers 404 to another organization's member naming this organization's dashboard", async () => {
    expect((await open(stranger, dashboardId)).statusCode).toBe(404);
    expect((await share(stranger, dashboardId, [stranger.user.id])).statusCode).toBe(404);
    expect((await revoke(stranger, dashboardId, [member.user.id])).statusCode).toBe(404);
    expect((await sharesIn(dashboardId)).map((s) => s.userId)).not.toContain(stranger.user.id);
  });

  it('lets the owner and an admin share, not a member who does not own the dashboard', async () => {
    const id = await createDashboard(t, owner, 'Team board', 'PUBLIC');
    const other = await newMember('viewer');
    expect((await share(member, id, [other.user.id])).statusCode).toBe(403);
    const byAdmin = await share(admin, id, [other.user.id]);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data.map((s: Share) => s.userId)).toEqual([other.user.id]);
    expect((await listed(other)).find((d) => d._id === id)?.sharedBy).toBe('Ada User');
    // An admin does not see someone else's PRIVATE dashboard, so cannot share it either.
    const hidden = await createDashboard(t, owner, 'Owner only');
    expect((await share(admin, hidden, [member.user.id])).statusCode).toBe(404);
    // A member shares their own.
    const own = await createDashboard(t, member, 'Member board');
    expect((await share(member, own, [viewer.user.id])).statusCode).toBe(200);
    expect((await open(viewer, own)).statusCode).toBe(200);
  });

  it('revokes with a body or a query: those revoked get 404, the others keep it', async () => {
    const id = await createDashboard(t, owner, 'Revocable');
    await share(owner, id, [member.user.id, viewer.user.id]);
    const res = await revoke(owner, id, [member.user.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((s: Share) => s.userId)).toEqual([viewer.user.id]);
    expect((await open(member, id)).statusCode).toBe(404);
    expect((await listed(member)).map((d) => d._id)).not.toContain(id);
    expect((await open(viewer, id)).statusCode).toBe(200);

    const byQuery = await call(
      t,
      owner,
      'DELETE',
      `/dashboard/share/${id}?userIds=${viewer.user.id}`,
    );
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.json().data).toEqual([]);
    expect((await open(viewer, id)).statusCode).toBe(404);

    expect((await call(t, owner, 'DELETE', `/dashboard/share/${id}`)).statusCode).toBe(400);
    expect((await call(t, owner, 'DELETE', `/dashboard/share/${id}?userIds=x`)).statusCode).toBe(
      400,
    );
  });

  it('shows a shared draft to no one but its owner', async () => {
    const draft = (await call(t, owner, 'POST', '/dashboard/create-draft', {})).json().data._id;
    expect((await share(owner, draft, [member.user.id])).statusCode).toBe(200);
    expect((await open(member, draft)).statusCode).toBe(404);
    expect((await listed(member)).map((d) => d._id)).not.toContain(draft);
    // Once saved, the share shows it.
    await call(t, owner, 'PUT', `/dashboard/update-dashboard/${draft}`, { save: true });
    expect((await open(member, draft)).statusCode).toBe(200);
  });

  it('hides it from a member removed from the organization (the share row stays)', async () => {
    const leaver = await newMember();
    const id = await createDashboard(t, owner, 'Before leaving');
    await share(owner, id, [leaver.user.id]);
    expect((await open(leaver, id)).statusCode).toBe(200);
    const removed = await call(
      t,
      owner,
      'DELETE',
      `/teams/${owner.teamId}/members/${leaver.user.id}`,
    );
    expect(removed.statusCode).toBe(200);
    expect((await sharesIn(id)).map((s) => s.userId)).toEqual([leaver.user.id]);
    expect((await open(leaver, id)).statusCode).toBe(404);
    expect((await call(t, leaver, 'GET', '/dashboard/list')).statusCode).toBe(404);
  });

  it('deletes the shares with the dashboard', async () => {
    const id = await createDashboard(t, owner, 'Short-lived');
    await share(owner, id, [member.user.id]);
    expect(await sharesIn(id)).toHaveLength(1);
    await call(t, owner, 'DELETE', `/dashboard/delete-dashboard/${id}`);
    expect(await sharesIn(id)).toEqual([]);
  });
});
