import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, DEFAULT_PASSWORD } from '../../../../test/factories';
import { createTestApp, lastCodeFor, type TestApp } from '../../../../test/test-app';
import { bearer, holdJobs, newEmail, post, refresh, signIn, signUp } from '../test-helpers';

const NEW_PASSWORD = 'a brand new passphrase';

describe('POST /api/auth/forgot-password and /api/auth/reset-password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const forgot = (email: string) => post(t, '/api/auth/forgot-password', { email });
  const reset = (email: string, code: string, newPassword = NEW_PASSWORD) =>
    post(t, '/api/auth/reset-password', { email, code, newPassword });

  it('needs an email', async () => {
    const res = await forgot('   ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'EMAIL_EMPTY', message: 'Email address is empty' });
  });

  it('answers an unknown email exactly like a known one', async () => {
    const { user } = await buildUser(t);
    const known = await forgot(user.email);
    const unknown = await forgot(newEmail());
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({
      next: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
      message: 'Code sent successfully',
    });
    expect(t.emails(user.email)).toHaveLength(1);
  });

  it('does the same work for a known and an unknown address: it only queues one job', async () => {
    const { user } = await buildUser(t);
    const { queued, runHeld } = await holdJobs(t, async () => {
      await forgot(` ${user.email.toUpperCase()} `);
      await forgot('nobody-here@example.com');
    });
    expect(queued).toEqual([
      { name: 'auth.send-reset-code', data: { email: user.email } },
      { name: 'auth.send-reset-code', data: { email: 'nobody-here@example.com' } },
    ]);
    // Nothing was looked up or sent on the request path: that is the job's work.
    expect(t.emails(user.email)).toHaveLength(0);
    await runHeld();
    expect(t.emails(user.email)).toHaveLength(1);
    expect(t.emails('nobody-here@example.com')).toHaveLength(0);
  });

  it('refuses a wrong code and an unknown email with the same error', async () => {
    const { user } = await buildUser(t);
    await forgot(user.email);
    const code = lastCodeFor(t, user.email);
    const wrong = await reset(user.email, code === '000000' ? '000001' : '000000');
    const unknown = await reset(newEmail(), code);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json().code).toBe('CODE_INVALID');
    expect(unknown.json().code).toBe('CODE_INVALID');
  });

  it('checks the new password without using up the code', async () => {
    const { user } = await buildUser(t);
    await forgot(user.email);
    const code = lastCodeFor(t, user.email);
    expect((await reset(user.email, code, 'short')).json().code).toBe('PASSWORD_TOO_SHORT');
    expect((await reset(user.email, code)).statusCode).toBe(200);
  });

  it('resets, revokes every session and refresh token, and never signs in', async () => {
    const { user } = await buildUser(t);
    const session = await signIn(t, user.email, DEFAULT_PASSWORD);
    await forgot(user.email);
    const res = await reset(user.email, lastCodeFor(t, user.email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password changed successfully, please login again.' });
    expect(res.cookies).toHaveLength(0);

    expect((await refresh(t, session.refresh ?? '')).statusCode).toBe(401);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(session.token),
    });
    expect(me.json().tokenExpired).toBe(true);
    expect(
      (await post(t, '/api/auth/signin', { email: user.email, password: DEFAULT_PASSWORD }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post(t, '/api/auth/signin', { email: user.email, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    expect(t.emails(user.email).at(-1)?.subject).toBe('Your Tabletalk password was changed');
  });

  it('confirms an unconfirmed account: the code proved the mailbox', async () => {
    const { email } = await signUp(t);
    t.advanceTime(61_000);
    await forgot(email);
    expect((await reset(email, lastCodeFor(t, email))).statusCode).toBe(200);
    const res = await post(t, '/api/auth/signin', { email, password: NEW_PASSWORD });
    expect(res.json().next).toBe('DONE');
  });
});
