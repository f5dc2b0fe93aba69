import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, DEFAULT_PASSWORD } from '../../../../test/factories';
import { createTestApp, lastCodeFor, type TestApp } from '../../../../test/test-app';
import { users } from '../../../core/identity';
import { bearer, GOOD_PASSWORD, newEmail, post, signUp } from '../test-helpers';
import { upgradePasswordHash } from './upgrade-password-hash';

/** The settings `hashPassword` uses today, as a hash string begins with them. */
const CURRENT_SETTINGS = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

describe('POST /api/auth/signin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signin = (email: string, password: string, headers: Record<string, string> = {}) =>
    post(t, '/api/auth/signin', { email, password }, headers);
  const withoutRequestId = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });

  it('needs an email and a password', async () => {
    expect((await signin(' ', 'x')).json().code).toBe('EMAIL_EMPTY');
    const noPassword = await signin('a@example.com', '');
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().code).toBe('PASSWORD_EMPTY');
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const { user } = await buildUser(t);
    const wrong = await signin(user.email, 'not the password');
    const unknown = await signin(newEmail(), 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(withoutRequestId(wrong.json())).toEqual(withoutRequestId(unknown.json()));
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Incorrect Email or Password',
    });
  });

  it('checks the password exactly as typed', async () => {
    const { user } = await buildUser(t);
    expect((await signin(user.email, `${DEFAULT_PASSWORD} `)).statusCode).toBe(401);
    expect((await signin(user.email, DEFAULT_PASSWORD.toUpperCase())).statusCode).toBe(401);
  });

  it('refuses a request that is already signed in', async () => {
    const { user, token } = await buildUser(t);
    const res = await signin(user.email, DEFAULT_PASSWORD, bearer(token));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ALREADY_SIGNED_IN');
  });

  it('signs in, with the email in any case', async () => {
    const { user } = await buildUser(t);
    const res = await signin(` ${user.email.toUpperCase()} `, DEFAULT_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      next: 'DONE',
      expiresIn: 900,
      data: { user: { email: user.email } },
    });
    expect(body.data.organizations[0]).toMatchObject({ isPersonal: true });
    const refresh = res.cookies.find((c) => c.name === 'tt_refresh');
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(refresh?.maxAge).toBe(30 * 24 * 60 * 60);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(body.token),
    });
    expect(me.json().tokenExpired).toBe(false);
  });

  it('sends an unconfirmed account a new code and asks to confirm', async () => {
    const { email, signupId } = await signUp(t);
    const res = await signin(email, GOOD_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      next: 'CONFIRM_SIGN_UP',
      email,
      message: 'Code sent successfully',
    });
    expect(body.signupId).not.toBe(signupId);
    expect(res.cookies).toHaveLength(0);
    expect(t.emails(email)).toHaveLength(2);
    const confirmed = await post(t, '/api/auth/confirm-signup', {
      email,
      code: lastCodeFor(t, email),
      signupId: body.signupId,
    });
    expect(confirmed.json().next).toBe('COMPLETE_AUTO_SIGN_IN');
  });

  it('ends the older session of a user signing in again (single session)', async () => {
    const { user } = await buildUser(t);
    const first = (await signin(user.email, DEFAULT_PASSWORD)).json();
    const second = (await signin(user.email, DEFAULT_PASSWORD)).json();
    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    const old = await me(first.token);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({
      code: 'SESSION_REPLACED',
      message: "You've logged in from another device.",
    });
    expect((await me(second.token)).json().tokenExpired).toBe(false);
  });

  it('keeps older sessions when SINGLE_SESSION is off', async () => {
    const multi = await createTestApp({ SINGLE_SESSION: 'false' });
    try {
      const { user } = await buildUser(multi);
      const first = (
        await post(multi, '/api/auth/signin', { email: user.email, password: DEFAULT_PASSWORD })
      ).json();
      await post(multi, '/api/auth/signin', { email: user.email, password: DEFAULT_PASSWORD });
      const me = await multi.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(first.token),
      });
      expect(me.json().tokenExpired).toBe(false);
    } finally {
      await multi.close();
    }
  });

  it('throttles after 5 failures, with a growing Retry-After, then lets in', async () => {
    const { user } = await buildUser(t);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signin(user.email, 'wrong password')).statusCode).toBe(401);
    }
    const blocked = await signin(user.email, DEFAULT_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    expect(blocked.headers['retry-after']).toBe('60');

    t.advanceTime(61_000);
    expect((await signin(user.email, 'wrong password')).statusCode).toBe(401);
    expect((await signin(user.email, DEFAULT_PASSWORD)).headers['retry-after']).toBe('120');

    t.advanceTime(121_000);
    expect((await signin(user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
    // The success cleared the count: one more failure is just a failure.
    expect((await signin(user.email, 'wrong password')).statusCode).toBe(401);
  });

  /** A confirmed user whose password is stored as `storedHash`. */
  const userWithHash = async (storedHash: string) => {
    const built = await buildUser(t);
    await t.ctx.db
      .update(users)
      .set({ passwordHash: storedHash })
      .where(eq(users.id, built.user.id));
    return built.user;
  };
  const storedHashOf = async (userId: string) => {
    const [row] = await t.ctx.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId));
    return row?.passwordHash ?? null;
  };

  it.each([
    ['less memory and fewer iterations', { algorithm: 2, memoryCost: 4096, timeCost: 1 }],
    ['Argon2i', { algorithm: 1, memoryCost: 19_456, timeCost: 2 }],
    ['Argon2 version 1.0', { algorithm: 2, memoryCost: 19_456, timeCost: 2, version: 0 }],
  ] as const)('re-hashes a password stored with %s to the current settings', async (_, options) => {
    const weak = await hash(DEFAULT_PASSWORD, { ...options, parallelism: 1 });
    expect(weak).not.toMatch(CURRENT_SETTINGS);
    const user = await userWithHash(weak);

    expect((await signin(user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
    const upgraded = await storedHashOf(user.id);
    expect(upgraded).toMatch(CURRENT_SETTINGS);
    expect(await verify(upgraded ?? '', DEFAULT_PASSWORD)).toBe(true);
    expect((await signin(user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
    expect((await signin(user.email, `${DEFAULT_PASSWORD}!`)).statusCode).toBe(401);
  });

  it('does not re-hash on a wrong password', async () => {
    const weak = await hash(DEFAULT_PASSWORD, { algorithm: 2, memoryCost: 4096, timeCost: 1 });
    const user = await userWithHash(weak);
    expect((await signin(user.email, 'not the password')).statusCode).toBe(401);
    expect(await storedHashOf(user.id)).toBe(weak);
  });

  it('leaves a hash made with the current settings as it is', async () => {
    const { user } = await buildUser(t);
    expect(user.passwordHash).toMatch(CURRENT_SETTINGS);
    expect((await signin(user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
    expect(await storedHashOf(user.id)).toBe(user.passwordHash);
  });

  it('never overwrites a password changed after the sign-in read the weaker hash', async () => {
    const weak = await hash(DEFAULT_PASSWORD, { algorithm: 2, memoryCost: 4096, timeCost: 1 });
    const user = await userWithHash(weak);
    const changed = await hash('a newer password', { algorithm: 2, memoryCost: 4096, timeCost: 1 });
    await t.ctx.db.update(users).set({ passwordHash: changed }).where(eq(users.id, user.id));

    const replaced = await upgradePasswordHash(t.ctx, {
      userId: user.id,
      storedHash: weak,
      password: DEFAULT_PASSWORD,
    });
    expect(replaced).toBe(false);
    expect(await storedHashOf(user.id)).toBe(changed);
  });

  it('throttles unknown addresses the same way', async () => {
    const email = newEmail();
    for (let attempt = 1; attempt <= 5; attempt += 1) await signin(email, 'wrong password');
    expect((await signin(email, 'wrong password')).statusCode).toBe(429);
  });
});
