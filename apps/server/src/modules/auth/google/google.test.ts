import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildSession, buildUser, DEFAULT_PASSWORD } from '../../../../test/factories';
import { startOidcProvider, type TestOidcProvider } from '../../../../test/oidc-provider';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { auditEvents, authenticate, emailCodes, sessions, users } from '../../../core/identity';

const PUBLIC_URL = 'http://tabletalk.test';
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/google/callback`;

const uniqueEmail = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

describe('Google sign-in (OpenID Connect)', () => {
  let op: TestOidcProvider;
  let t: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    op = await startOidcProvider({ redirectUri: REDIRECT_URI });
    t = await createTestApp(
      {
        OIDC_ISSUER: op.issuer,
        OIDC_CLIENT_ID: op.client.clientId,
        OIDC_CLIENT_SECRET: op.client.clientSecret,
        PUBLIC_URL,
        LOG_LEVEL: 'info',
      },
      { logStream: { write: (line: string) => logLines.push(line) } },
    );
  });
  afterAll(async () => {
    await t?.close();
    await op?.close();
  });
  afterEach(() => {
    op.rewriteIdToken = null;
  });

  /** The browser asks to sign in: the app sets the state cookie and sends it to the provider. */
  async function start(returnTo?: string) {
    const query = returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(returnTo)}`;
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/google${query}` });
    expect(res.statusCode).toBe(302);
    const cookie = res.cookies.find((c) => c.name === 'tt_oidc');
    if (!cookie) throw new Error('no state cookie');
    return { authorizationUrl: String(res.headers.location), stateCookie: cookie.value, res };
  }

  /** The provider sends the browser back to the app's callback. */
  function callback(url: URL, stateCookie?: string) {
    return t.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      cookies: stateCookie ? { tt_oidc: stateCookie } : {},
    });
  }

  /** The whole dance for one person at the provider. */
  async function signInWithGoogle(sub: string, returnTo?: string) {
    const { authorizationUrl, stateCookie } = await start(returnTo);
    const back = await op.signIn(authorizationUrl, sub);
    return { res: await callback(back, stateCookie), code: back.searchParams.get('code') ?? '' };
  }

  /** The 'google sign-in failed' log line of a response's request. */
  function failureLog(res: LightMyRequestResponse) {
    const lines = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requestId = res.headers['x-request-id'];
    return lines.find((l) => l.reqId === requestId && l.msg === 'google sign-in failed');
  }

  function refreshCookie(res: LightMyRequestResponse) {
    return res.cookies.find((c) => c.name === 'tt_refresh' && c.value);
  }

  function addAccount(overrides: { email?: string; email_verified?: boolean } = {}) {
    const sub = `sub-${randomUUID()}`;
    op.accounts.set(sub, {
      sub,
      email: overrides.email ?? uniqueEmail('g'),
      email_verified: overrides.email_verified ?? true,
      given_name: 'Grace',
      family_name: 'Hopper',
      picture: 'https://pictures.example.com/grace.png',
    });
    return sub;
  }

  async function findUser(email: string) {
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    return user;
  }

  it('answers 404 OIDC_DISABLED when Google sign-in is not configured', async () => {
    const off = await createTestApp();
    try {
      for (const url of ['/api/auth/google', '/api/auth/google/callback?code=x&state=y']) {
        const res = await off.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('OIDC_DISABLED');
      }
    } finally {
      await off.close();
    }
  });

  it('sends the browser to the login page when the provider cannot be discovered', async () => {
    const down = await createTestApp({
      OIDC_ISSUER: 'http://127.0.0.1:9',
      OIDC_CLIENT_ID: 'c',
      OIDC_CLIENT_SECRET: 's',
    });
    try {
      const res = await down.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?error=OIDC_FAILED');
    } finally {
      await down.close();
    }
  });

  it('redirects to the provider with state, nonce and PKCE S256, bound by a short-lived cookie', async () => {
    const { authorizationUrl, res } = await start('/rooms');
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(op.issuer);
    expect(url.searchParams.get('client_id')).toBe(op.client.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const name of ['state', 'nonce', 'code_challenge']) {
      expect(url.searchParams.get(name)).toMatch(/^[\w-]{43,}$/);
    }
    expect(res.cookies.find((c) => c.name === 'tt_oidc')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/auth/google',
      maxAge: 600,
    });
  });

  it('creates a confirmed user on first sign-in; the web app trades the refresh cookie for a token', async () => {
    const sub = addAccount();
    const email = op.accounts.get(sub)?.email ?? '';
    const { res, code } = await signInWithGoogle(sub, '/rooms?tab=2');

    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      `/auth/callback?returnTo=${encodeURIComponent('/rooms?tab=2')}`,
    );
    expect(res.headers.location).not.toMatch(/token/i);
    expect(res.cookies.find((c) => c.name === 'tt_oidc')?.value).toBe('');
    const user = await findUser(email);
    expect(user).toMatchObject({ googleSub: sub, passwordHash: null, givenName: 'Grace' });
    expect(user?.emailVerifiedAt).not.toBeNull();
    expect(user?.picture).toBe('https://pictures.example.com/grace.png');

    const cookie = refreshCookie(res);
    expect(cookie).toBeDefined();
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { tt_refresh: cookie?.value ?? '' },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().token).toEqual(expect.any(String));
    expect(refreshed.json().data.user).toMatchObject({
      email,
      hasGoogle: true,
      hasPassword: false,
    });

    const audit = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorId, user?.id ?? ''));
    expect(audit.map((e) => e.action)).toContain('auth.google_signup');
    // The log never holds the authorization code (nor, therefore, anything derived from it).
    expect(logLines.join('\n')).not.toContain(code);
  });

  it('signs a returning user in by `sub`, even after their email changed at the provider', async () => {
    const sub = addAccount();
    const account = op.accounts.get(sub);
    if (!account) throw new Error('no account');
    await signInWithGoogle(sub);
    const original = await findUser(account.email);
    account.email = uniqueEmail('renamed');

    const { res } = await signInWithGoogle(sub);

    expect(res.headers.location).toBe('/auth/callback?returnTo=%2F');
    expect(refreshCookie(res)).toBeDefined();
    expect(await findUser(account.email)).toBeUndefined();
    const [again] = await t.ctx.db.select().from(users).where(eq(users.googleSub, sub));
    expect(again?.id).toBe(original?.id);
  });

  it('links a confirmed password account when the provider verified the email; the password still works', async () => {
    const owner = await buildUser(t, { email: uniqueEmail('owner') });
    const sub = addAccount({ email: owner.user.email, email_verified: true });

    const { res } = await signInWithGoogle(sub);

    expect(res.headers.location).toBe('/auth/callback?returnTo=%2F');
    const linked = await findUser(owner.user.email);
    expect(linked).toMatchObject({ id: owner.user.id, googleSub: sub });
    expect(linked?.passwordHash).toBe(owner.user.passwordHash);
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: owner.user.email, password: DEFAULT_PASSWORD },
    });
    expect(signin.statusCode).toBe(200);
  });

  it('defeats pre-account-hijacking: an unconfirmed squatter loses password, sessions and codes', async () => {
    const email = uniqueEmail('victim');
    const squatterPassword = 'squatter owns this address 42';
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: squatterPassword, givenName: 'Mallory', familyName: 'M' },
    });
    expect(signup.statusCode).toBe(200);
    const squatter = await findUser(email);
    if (!squatter) throw new Error('sign-up created no user');
    expect(squatter.emailVerifiedAt).toBeNull();
    const squatterSession = await buildSession(t, squatter.id);

    const sub = addAccount({ email, email_verified: true });
    const { res } = await signInWithGoogle(sub);

    expect(res.headers.location).toBe('/auth/callback?returnTo=%2F');
    const victim = await findUser(email);
    expect(victim).toMatchObject({ id: squatter.id, googleSub: sub, passwordHash: null });
    expect(victim?.emailVerifiedAt).not.toBeNull();

    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password: squatterPassword },
    });
    expect(signin.statusCode).toBe(401);
    expect(signin.json().code).toBe('INVALID_CREDENTIALS');

    const [ended] = await t.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, squatterSession.sessionId));
    expect(ended?.endedAt).not.toBeNull();
    await expect(authenticate(t.ctx, `Bearer ${squatterSession.token}`)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });

    const openCodes = await t.ctx.db
      .select()
      .from(emailCodes)
      .where(
        and(
          eq(emailCodes.userId, squatter.id),
          isNull(emailCodes.voidedAt),
          isNull(emailCodes.consumedAt),
        ),
      );
    expect(openCodes).toEqual([]);
    // The victim's own Google session is the live one.
    expect(refreshCookie(res)).toBeDefined();
    const [linkedEvent] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.subjectId, squatter.id), eq(auditEvents.action, 'auth.google_linked')),
      );
    expect(linkedEvent?.detail).toEqual({ resetUnconfirmed: true });
  });

  it('refuses to link when the provider has not verified the email', async () => {
    const owner = await buildUser(t, { email: uniqueEmail('unverified') });
    const sub = addAccount({ email: owner.user.email, email_verified: false });

    const { res } = await signInWithGoogle(sub);

    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?error=OIDC_EMAIL_CONFLICT');
    expect(refreshCookie(res)).toBeUndefined();
    expect((await findUser(owner.user.email))?.googleSub).toBeNull();
  });

  it('does not sign in to a disabled account', async () => {
    const sub = addAccount();
    await signInWithGoogle(sub);
    await t.ctx.db.update(users).set({ disabledAt: t.ctx.now() }).where(eq(users.googleSub, sub));
    const { res } = await signInWithGoogle(sub);
    expect(res.headers.location).toBe('/login?error=OIDC_FAILED');
    expect(failureLog(res)?.reason).toBe('account disabled');
    expect(refreshCookie(res)).toBeUndefined();
  });

  it('creates no account for an email the provider has not verified', async () => {
    const sub = addAccount({ email_verified: false });
    const { res } = await signInWithGoogle(sub);
    expect(res.headers.location).toBe('/login?error=OIDC_FAILED');
    expect(failureLog(res)?.reason).toBe('email not verified by issuer');
    expect(await findUser(op.accounts.get(sub)?.email ?? '')).toBeUndefined();
  });

  describe('refuses a callback that is not bound to this browser', () => {
    it('without the state cookie', async () => {
      const { authorizationUrl } = await start();
      const back = await op.signIn(authorizationUrl, addAccount());
      const res = await callback(back);
      expect(res.headers.location).toBe('/login?error=OIDC_FAILED');
      expect(refreshCookie(res)).toBeUndefined();
      expect(failureLog(res)?.reason).toBe('missing or invalid state cookie');
    });

    it('with a tampered state cookie', async () => {
      const { authorizationUrl, stateCookie } = await start();
      const back = await op.signIn(authorizationUrl, addAccount());
      const tampered = `${stateCookie.slice(0, -2)}${stateCookie.endsWith('A') ? 'BB' : 'AA'}`;
      const res = await callback(back, tampered);
      expect(res.headers.location).toBe('/login?error=OIDC_FAILED');
      expect(refreshCookie(res)).toBeUndefined();
    });

    it("with another flow's state cookie (state mismatch)", async () => {
      const first = await start();
      const second = await start();
      const back = await op.signIn(first.authorizationUrl, addAccount());
      const res = await callback(back, second.stateCookie);
      expect(res.headers.location).toBe('/login?error=OIDC_FAILED');
      expect(failureLog(res)?.check).toMatch(/"state"/);
    });

    it('with a validly signed cookie carrying the wrong PKCE verifier (the provider refuses)', async () => {
      const { authorizationUrl, stateCookie } = await start();
      const back = await op.signIn(authorizationUrl, addAccount());
      const forged = await new SignJWT({ ...decodeJwt(stateCookie), codeVerifier: 'x'.repeat(43) })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(t.ctx.keys.oidcState);
      const res = await callback(back, forged);
      expect(res.headers.location).toBe('/login?error=OIDC_FAILED');
      expect(failureLog(res)?.oauthError).toBe('invalid_grant');
    });

    it('with a state cookie older than 10 minutes', async () => {
      const { authorizationUrl, stateCookie } = await start();
      const back = await op.signIn(authorizationUrl, addAccount());
      t.advanceTime(10 * 60_000 + 1_000);
      const res = await callback(back, stateCookie);
      expect(res.headers.location).toBe('/login?error=OIDC_FAILED');
    });

    it('when the user cancels at the provider', async () => {
      const { authorizationUrl, stateCookie } = await start();
      const back = await op.cancel(authorizationUrl);
      expect(back.searchParams.get('error')).toBe('access_denied');
      const res = await callback(back, stateCookie);
      expect(res.headers.location).toBe('/login?error=OIDC_FAILED');
    });
  });

  describe('rejects ID tokens that fail validation (signed by the real provider key)', () => {
    const cases = [
      {
        name: 'issued to another client (wrong aud)',
        check: /"aud"/,
        rewrite: (p: Record<string, unknown>) => ({
          payload: { ...p, aud: op.otherClient.clientId },
        }),
      },
      {
        name: 'from another issuer',
        check: /"iss"/,
        rewrite: (p: Record<string, unknown>) => ({ payload: { ...p, iss: 'https://evil.test' } }),
      },
      {
        name: 'expired',
        check: /"exp"/,
        rewrite: (p: Record<string, unknown>) => ({
          payload: { ...p, iat: 1_600_000_000, exp: 1_600_000_600 },
        }),
      },
      {
        name: 'with another nonce',
        check: /"nonce"/,
        rewrite: (p: Record<string, unknown>) => ({ payload: { ...p, nonce: 'replayed' } }),
      },
      {
        name: 'signed with HS256 instead of RS256 (alg changed)',
        check: /"alg"/,
        rewrite: (p: Record<string, unknown>) => ({ payload: p, alg: 'HS256' as const }),
      },
    ];

    it.each(cases)('$name', async ({ rewrite, check }) => {
      const sub = addAccount();
      op.rewriteIdToken = rewrite;
      const { res } = await signInWithGoogle(sub);
      expect(res.headers.location).toBe('/login?error=OIDC_FAILED');
      expect(failureLog(res)?.check).toMatch(check);
      expect(refreshCookie(res)).toBeUndefined();
      expect(await findUser(op.accounts.get(sub)?.email ?? '')).toBeUndefined();
    });
  });

  it('keeps returnTo on this site', async () => {
    for (const returnTo of ['//evil.test/x', 'https://evil.test', '/\\evil.test']) {
      const { res } = await signInWithGoogle(addAccount(), returnTo);
      expect(res.headers.location).toBe('/auth/callback?returnTo=%2F');
    }
  });
});
