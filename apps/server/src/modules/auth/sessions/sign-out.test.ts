import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bearer, refresh, signIn } from '../test-helpers';

describe('POST /api/auth/signout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signedIn = async () => {
    const { user } = await buildUser(t, { password: 'a long enough password' });
    return signIn(t, user.email, 'a long enough password');
  };
  const signout = (headers: Record<string, string>, cookies: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/signout', headers, cookies });

  it('answers Success even when nobody is signed in', async () => {
    const res = await signout({});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Success' });
  });

  it('refuses a cross-site request', async () => {
    const session = await signedIn();
    const res = await signout(
      { origin: 'https://evil.example' },
      { tt_refresh: session.refresh ?? '' },
    );
    expect(res.statusCode).toBe(403);
    expect((await refresh(t, session.refresh ?? '')).statusCode).toBe(200);
  });

  it('ends the session of the bearer token and clears the cookie', async () => {
    const session = await signedIn();
    const res = await signout(bearer(session.token));
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'tt_refresh')?.value).toBe('');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(session.token),
    });
    expect(me.json()).toMatchObject({ tokenExpired: true });
    expect((await refresh(t, session.refresh ?? '')).statusCode).toBe(401);
  });

  it('ends the session of the refresh cookie alone', async () => {
    const session = await signedIn();
    await signout({}, { tt_refresh: session.refresh ?? '' });
    expect((await refresh(t, session.refresh ?? '')).statusCode).toBe(401);
  });
});
