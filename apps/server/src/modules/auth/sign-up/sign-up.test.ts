import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { createTestApp, lastCodeFor, type TestApp } from '../../../../test/test-app';
import { users } from '../../../core/identity';
import { GOOD_PASSWORD, holdJobs, newEmail, post, signUp } from '../test-helpers';

describe('POST /api/auth/signup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signup = (body: Record<string, unknown>) =>
    post(t, '/api/auth/signup', { givenName: 'Ada', familyName: 'Lovelace', ...body });

  it.each([
    [{ email: '  ', password: GOOD_PASSWORD }, 'EMAIL_EMPTY'],
    [{ email: 'not-an-email', password: GOOD_PASSWORD }, 'VALIDATION_FAILED'],
    [{ email: newEmail(), password: '' }, 'PASSWORD_EMPTY'],
    [{ email: newEmail(), password: 'short' }, 'PASSWORD_TOO_SHORT'],
    [{ email: newEmail(), password: 'x'.repeat(129) }, 'PASSWORD_TOO_LONG'],
    [{ email: newEmail(), password: 'Password123' }, 'PASSWORD_TOO_COMMON'],
    [{ email: newEmail(), password: 'ada lovelace rocks' }, 'PASSWORD_TOO_COMMON'],
    [{ email: 'grace.hopper@example.com', password: 'x grace.hopper x' }, 'PASSWORD_TOO_COMMON'],
  ])('refuses %o with %s', async (body, code) => {
    const res = await signup(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
  });

  it('accepts any Unicode password and keeps it exactly as typed', async () => {
    const email = newEmail();
    const password = ' pässwörd ünïcode 🔐 ';
    const res = await signup({ email, password });
    expect(res.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.emailVerifiedAt).toBeNull();
  });

  it('creates an unconfirmed user and emails a code and a link', async () => {
    const email = newEmail();
    const res = await signup({ email: ` ${email.toUpperCase()} `, password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      next: 'CONFIRM_SIGN_UP',
      email,
      message: 'Code sent successfully',
    });
    const [message] = t.emails(email);
    expect(message?.text).toMatch(/\b\d{6}\b/);
    expect(message?.text).toContain(
      `${t.ctx.env.publicUrl}/confirmSignup?email=${encodeURIComponent(email)}&token=`,
    );
    expect(message?.subject).not.toMatch(/\d{6}/);
  });

  it('answers a known address exactly like a new one and emails the owner instead', async () => {
    const { user } = await buildUser(t);
    const fresh = await signup({ email: newEmail(), password: GOOD_PASSWORD });
    const known = await signup({ email: user.email, password: GOOD_PASSWORD });
    expect(known.statusCode).toBe(fresh.statusCode);
    const shape = (body: Record<string, string>) => ({
      keys: Object.keys(body),
      next: body.next,
      message: body.message,
      idLength: body.signupId?.length,
    });
    expect(shape(known.json())).toEqual(shape(fresh.json()));
    expect(known.json().email).toBe(user.email);
    const [notice] = t.emails(user.email);
    expect(notice?.subject).toBe('You already have a Tabletalk account');
    expect(notice?.text).not.toMatch(/\b\d{6}\b/);
    // The decoy flow polls like a real one: pending, then expired.
    const status = await post(t, '/api/auth/signup-status', { signupId: known.json().signupId });
    expect(status.json()).toEqual({ status: 'PENDING' });
  });

  it('does the same work for a known and a new address: a flow, and one job for the email', async () => {
    const { user } = await buildUser(t);
    const fresh = newEmail();
    const { queued, runHeld } = await holdJobs(t, async () => {
      for (const email of [fresh, user.email]) {
        expect((await signup({ email, password: GOOD_PASSWORD })).statusCode).toBe(200);
      }
    });
    const [created] = await t.ctx.db.select().from(users).where(eq(users.email, fresh));
    expect(queued).toEqual([
      { name: 'auth.signup-email', data: { userId: created?.id, created: true } },
      { name: 'auth.signup-email', data: { userId: user.id, created: false } },
    ]);
    // No code was issued or sent on the request path: that is the job's work.
    expect(t.emails(fresh)).toHaveLength(0);
    expect(t.emails(user.email)).toHaveLength(0);
    await runHeld();
    expect(t.emails(fresh).map((email) => email.subject)).toEqual([
      'Confirm your Tabletalk account',
    ]);
    expect(t.emails(user.email).map((email) => email.subject)).toEqual([
      'You already have a Tabletalk account',
    ]);
  });

  it('sends a known owner at most one notice a minute', async () => {
    const { user } = await buildUser(t);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await signup({ email: user.email, password: GOOD_PASSWORD })).statusCode).toBe(200);
    }
    expect(t.emails(user.email)).toHaveLength(1);
    t.advanceTime(61_000);
    await signup({ email: user.email, password: GOOD_PASSWORD });
    expect(t.emails(user.email)).toHaveLength(2);
  });

  it('sends an unconfirmed owner a new code and voids the old one', async () => {
    const { email } = await signUp(t);
    const first = lastCodeFor(t, email);
    t.advanceTime(61_000);
    const res = await signup({ email, password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(t.emails(email)).toHaveLength(2);
    const second = lastCodeFor(t, email);
    if (first !== second) {
      const old = await post(t, '/api/auth/confirm-signup', { email, code: first });
      expect(old.json().code).toBe('CODE_INVALID');
    }
  });

  it('applies the password of the sign-up whose code is confirmed (no pre-hijacking)', async () => {
    const attacker = await signUp(t, newEmail(), 'attacker password 1');
    t.advanceTime(61_000);
    const victim = await signUp(t, attacker.email, 'victim password 22');
    const code = lastCodeFor(t, attacker.email);
    const confirmed = await post(t, '/api/auth/confirm-signup', {
      email: attacker.email,
      code,
      signupId: victim.signupId,
    });
    expect(confirmed.statusCode).toBe(200);
    const byAttacker = await post(t, '/api/auth/signin', {
      email: attacker.email,
      password: 'attacker password 1',
    });
    expect(byAttacker.statusCode).toBe(401);
    // The password of the sign-up that proved the mailbox is the one that counts.
    const byVictim = await post(t, '/api/auth/signin', {
      email: attacker.email,
      password: 'victim password 22',
    });
    expect(byVictim.statusCode).toBe(200);
  });

  it('appears in the OpenAPI document under auth', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of [
      '/api/auth/signup',
      '/api/auth/confirm-signup',
      '/api/auth/signup-status',
      '/api/auth/confirm-link',
      '/api/auth/resend-code',
      '/api/auth/signin',
      '/api/auth/refresh',
      '/api/auth/signout',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/change-password',
      '/api/user-sessions/create',
    ]) {
      const operation = doc.paths[path]?.post;
      expect(operation?.tags, path).toEqual(['auth']);
      expect(operation?.responses?.['200'], path).toBeDefined();
    }
    expect(doc.paths['/api/auth/me']?.get?.tags).toEqual(['auth']);
    expect(doc.paths['/api/auth/change-ai-model']?.put?.tags).toEqual(['auth']);
    expect(doc.paths['/api/user-sessions/check-session/{id}']?.get?.tags).toEqual(['auth']);
    expect(doc.paths['/api/user-sessions/delete-session/{id}']?.get?.tags).toEqual(['auth']);
  });
});
