import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bearer, post, refresh, refreshCookieOf, signIn } from '../test-helpers';

describe('POST /api/auth/refresh', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  const signedIn = async () => {
    const { user } = await buildUser(t, { password: 'a long enough password' });
    return signIn(t, user.email, 'a long enough password');
  };

  it('refuses a request without the cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/refresh' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('REFRESH_INVALID');
  });

  it('refuses an unknown token and clears the cookie', async () => {
    const res = await refresh(t, 'made-up');
    expect(res.statusCode).toBe(401);
    expect(res.cookies.find((c) => c.name === 'tt_refresh')?.value).toBe('');
  });

  it('refuses a cross-site request', async () => {
    const session = await signedIn();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { tt_refresh: session.refresh ?? '' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('keeps the refresh token in an HttpOnly, SameSite=Strict cookie of the auth routes, beside a 15-minute access token', async () => {
    const { user } = await buildUser(t, { password: 'a long enough password' });
    const signedIn = await post(t, '/api/auth/signin', {
      email: user.email,
      password: 'a long enough password',
    });
    const rotated = await refresh(t, refreshCookieOf(signedIn) ?? '');
    for (const res of [signedIn, rotated]) {
      const cookie = res.cookies.find((c) => c.name === 'tt_refresh');
      // Secure is added in production only: the tests speak plain HTTP.
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
      expect(cookie?.value).toMatch(/^[\w-]{43}$/); // 32 random bytes in base64url: opaque
      const token = String(res.json().token);
      const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
      expect(claims.exp - claims.iat).toBeLessThanOrEqual(15 * 60);
    }
  });

  it('rotates the refresh token and issues a new access token', async () => {
    const session = await signedIn();
    t.advanceTime(1000);
    const res = await refresh(t, session.refresh ?? '');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.sessionId).toBe(session.sessionId);
    expect(body.token).not.toBe(session.token);
    const next = refreshCookieOf(res);
    expect(next).toBeTruthy();
    expect(next).not.toBe(session.refresh);
    expect((await me(body.token)).json().tokenExpired).toBe(false);
    expect((await refresh(t, next ?? '')).statusCode).toBe(200);
  });

  it('lets two refreshes within the grace window both succeed', async () => {
    const session = await signedIn();
    const [a, b] = await Promise.all([
      refresh(t, session.refresh ?? ''),
      refresh(t, session.refresh ?? ''),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    // Only one of them rotated: the family stays one chain.
    const rotated = [a, b].map(refreshCookieOf).filter(Boolean);
    expect(rotated).toHaveLength(1);
    t.advanceTime(5000);
    expect((await refresh(t, session.refresh ?? '')).statusCode).toBe(200);
    expect((await refresh(t, rotated[0] ?? '')).statusCode).toBe(200);
  });

  it('ends the whole session when a rotated token is replayed after the grace window', async () => {
    const session = await signedIn();
    const rotated = await refresh(t, session.refresh ?? '');
    const current = refreshCookieOf(rotated) ?? '';
    const currentAccess = rotated.json().token;
    t.advanceTime(11_000);
    const replay = await refresh(t, session.refresh ?? '');
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('REFRESH_INVALID');
    // The legitimate holder's current tokens are revoked too.
    expect((await refresh(t, current)).statusCode).toBe(401);
    expect((await me(currentAccess)).json()).toMatchObject({ tokenExpired: true });
  });

  it('refuses after the absolute lifetime of 30 days, however often refreshed', async () => {
    let { refresh: token } = await signedIn();
    for (let day = 0; day < 3; day += 1) {
      t.advanceTime(10 * 24 * 60 * 60_000);
      const res = await refresh(t, token ?? '');
      if (day < 2) {
        expect(res.statusCode).toBe(200);
        token = refreshCookieOf(res);
      } else {
        expect(res.statusCode).toBe(401);
      }
    }
  });
});
