import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createNotification } from './create-notification';
import { notifications } from './tables';

describe('notifications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function notify(userId: string, title: string) {
    return createNotification(t.ctx, { userId, kind: 'test', title, message: `${title}!` });
  }

  it('GET notification/getPlans lists the public plans without signing in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notification/getPlans' });
    expect(res.statusCode).toBe(200);
    const titles = new Set(res.json().data.map((p: { title: string }) => p.title));
    expect([...titles]).toEqual(['Basic', 'Pro', 'Team']);
  });

  it('needs a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/api/getUserNotifications'],
      ['PUT', `/api/markNotificationAsRead/${randomUUID()}`],
      ['DELETE', '/api/delete-user-notifications'],
      ['PUT', '/api/notifications/read-all'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('lists the caller’s notifications newest first with the unread count', async () => {
    const me = await buildUser(t);
    const other = await buildUser(t);
    await notify(me.user.id, 'first');
    t.advanceTime(1000);
    await notify(me.user.id, 'second');
    t.advanceTime(1000);
    await notify(me.user.id, 'third');
    await notify(other.user.id, 'not mine');

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/getUserNotifications?page=1&pageSize=2',
      headers: me.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((n: { title: string }) => n.title)).toEqual(['third', 'second']);
    expect(body).toMatchObject({ unread: 3, total: 3, hasMore: true });

    const page2 = await t.app.inject({
      method: 'GET',
      url: '/api/getUserNotifications?page=2&pageSize=2',
      headers: me.headers,
    });
    expect(page2.json().data.map((n: { title: string }) => n.title)).toEqual(['first']);
    expect(page2.json().hasMore).toBe(false);
  });

  it('marks one read, idempotently, and refuses someone else’s with 404', async () => {
    const me = await buildUser(t);
    const other = await buildUser(t);
    const mine = await notify(me.user.id, 'hello');
    const theirs = await notify(other.user.id, 'private');

    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/markNotificationAsRead/${theirs.id}`,
      headers: me.headers,
      payload: { userId: me.user.id },
    });
    expect(foreign.statusCode).toBe(404);
    const [untouched] = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, theirs.id));
    expect(untouched?.readBy).toEqual([]);

    const noBody = await t.app.inject({
      method: 'PUT',
      url: `/api/markNotificationAsRead/${mine.id}`,
      headers: me.headers,
    });
    expect(noBody.statusCode).toBe(200);

    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/markNotificationAsRead/not-a-uuid',
      headers: me.headers,
    });
    expect(bad.statusCode).toBe(400);

    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/markNotificationAsRead/${mine.id}`,
        headers: me.headers,
        payload: { userId: me.user.id },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.readBy).toEqual([me.user.id]);
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/getUserNotifications',
      headers: me.headers,
    });
    expect(list.json().unread).toBe(0);
  });

  it('marks all read and deletes only the caller’s notifications', async () => {
    const me = await buildUser(t);
    const other = await buildUser(t);
    await notify(me.user.id, 'a');
    await notify(me.user.id, 'b');
    await notify(other.user.id, 'keep');

    const readAll = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/read-all',
      headers: me.headers,
    });
    expect(readAll.json()).toEqual({ message: 'Success' });
    const afterRead = await t.app.inject({
      method: 'GET',
      url: '/api/getUserNotifications',
      headers: me.headers,
    });
    expect(afterRead.json()).toMatchObject({ unread: 0, total: 2 });

    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/delete-user-notifications',
      headers: me.headers,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'Success' });
    const mineLeft = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, me.user.id));
    expect(mineLeft).toHaveLength(0);
    const theirsLeft = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, other.user.id));
    expect(theirsLeft).toHaveLength(1);
  });
});
