import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSession, buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bearer } from '../test-helpers';

describe('GET /api/auth/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers });

  it('refuses a request without a token', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('refuses a forged token', async () => {
    const { user, sessionId } = await buildUser(t);
    const forged = await new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('tabletalk')
      .setAudience('tabletalk-api')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not the key of this server at all'));
    expect((await me(bearer(forged))).statusCode).toBe(401);
  });

  it('answers the user', async () => {
    const { user, token } = await buildUser(t);
    const res = await me(bearer(token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      tokenExpired: false,
      data: expect.objectContaining({ _id: user.id, email: user.email, hasPassword: true }),
    });
    expect(res.json().data.passwordHash).toBeUndefined();
  });

  it('asks a live session with an expired access token to refresh (401)', async () => {
    const { token } = await buildUser(t);
    t.advanceTime(16 * 60_000);
    expect((await me(bearer(token))).statusCode).toBe(401);
  });

  it('says tokenExpired once the session reached its lifetime', async () => {
    const { token } = await buildUser(t);
    t.advanceTime(31 * 24 * 60 * 60_000);
    const res = await me(bearer(token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      tokenExpired: true,
      message: 'Session expired. Please login again',
    });
  });

  it('says SESSION_REPLACED when another session took over', async () => {
    const { user, token } = await buildUser(t);
    const other = await buildSession(t, user.id);
    await t.app.inject({
      method: 'POST',
      url: '/api/user-sessions/create',
      headers: bearer(other.token),
    });
    const res = await me(bearer(token));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_REPLACED');
  });
});
