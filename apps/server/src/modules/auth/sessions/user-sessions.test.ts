import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSession, buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bearer } from '../test-helpers';

describe('/api/user-sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const check = (id: string, token?: string) =>
    get(`/api/user-sessions/check-session/${id}`, token);
  const remove = (id: string, token?: string) =>
    get(`/api/user-sessions/delete-session/${id}`, token);
  const create = (token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user-sessions/create',
      headers: token ? bearer(token) : {},
    });

  it('needs a signed-in user', async () => {
    const { sessionId } = await buildUser(t);
    expect((await check(sessionId)).statusCode).toBe(401);
    expect((await remove(sessionId)).statusCode).toBe(401);
    expect((await create()).statusCode).toBe(401);
  });

  it('refuses an id that is not a session id', async () => {
    const { token } = await buildUser(t);
    expect((await check('nope', token)).statusCode).toBe(400);
  });

  it("hides another user's sessions (404)", async () => {
    const me = await buildUser(t);
    const other = await buildUser(t);
    expect((await check(other.sessionId, me.token)).statusCode).toBe(404);
    const res = await remove(other.sessionId, me.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect((await check(other.sessionId, other.token)).json().active).toBe(true);
  });

  it('checks a live session', async () => {
    const { sessionId, token } = await buildUser(t);
    const res = await check(sessionId, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ active: true, reason: null, message: null });
  });

  it('keeps only the caller session, and reports the others as replaced', async () => {
    const { user, sessionId, token } = await buildUser(t);
    const phone = await buildSession(t, user.id);
    const res = await create(phone.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sessionId: phone.sessionId, message: 'Success' });
    expect((await check(sessionId, phone.token)).json()).toEqual({
      active: false,
      reason: 'replaced',
      message: "You've logged in from another device.",
    });
    expect((await check(phone.sessionId, phone.token)).json().active).toBe(true);
    expect((await get('/api/auth/me', token)).json().code).toBe('SESSION_REPLACED');
  });

  it('ends one of the caller sessions', async () => {
    const { user, token } = await buildUser(t);
    const laptop = await buildSession(t, user.id);
    const res = await remove(laptop.sessionId, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Success' });
    expect((await check(laptop.sessionId, token)).json()).toMatchObject({
      active: false,
      reason: 'deleted',
    });
    expect((await get('/api/auth/me', laptop.token)).json().tokenExpired).toBe(true);
  });
});
