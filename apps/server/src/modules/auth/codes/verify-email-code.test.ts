import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, lastCodeFor, type TestApp } from '../../../../test/test-app';
import { GOOD_PASSWORD, post, signUp } from '../test-helpers';

/** Email code rules (SECURITY F5), walked through confirm-signup and reset-password. */
describe('email codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const confirm = (email: string, code: string) =>
    post(t, '/api/auth/confirm-signup', { email, code });
  const otherThan = (code: string) => (code === '000000' ? '000001' : '000000');

  it('expires after 10 minutes', async () => {
    const { email } = await signUp(t);
    const code = lastCodeFor(t, email);
    t.advanceTime(10 * 60_000 + 1000);
    const res = await confirm(email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CODE_EXPIRED');
  });

  it('is void after 5 failed attempts, so the 6th fails even with the right code', async () => {
    const { email } = await signUp(t);
    const code = lastCodeFor(t, email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const res = await confirm(email, otherThan(code));
      expect(res.json().code).toBe('CODE_INVALID');
    }
    const sixth = await confirm(email, code);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().code).toBe('CODE_ATTEMPTS_EXCEEDED');
  });

  it('accepts the right code on the 5th attempt', async () => {
    const { email } = await signUp(t);
    const code = lastCodeFor(t, email);
    for (let attempt = 1; attempt <= 4; attempt += 1) await confirm(email, otherThan(code));
    expect((await confirm(email, code)).statusCode).toBe(200);
  });

  it('works once', async () => {
    const { email } = await signUp(t);
    const code = lastCodeFor(t, email);
    expect((await confirm(email, code)).statusCode).toBe(200);
    const again = await confirm(email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('CODE_INVALID');
  });

  it('stops working once a newer code is sent', async () => {
    const { email } = await signUp(t);
    const codeA = lastCodeFor(t, email);
    t.advanceTime(61_000);
    await post(t, '/api/auth/resend-code', { email });
    const codeB = lastCodeFor(t, email);
    expect(t.emails(email)).toHaveLength(2);
    if (codeA !== codeB) {
      expect((await confirm(email, codeA)).json().code).toBe('CODE_INVALID');
    }
    expect((await confirm(email, codeB)).statusCode).toBe(200);
  });

  it('is bound to its sign-up flow', async () => {
    const { email } = await signUp(t);
    const code = lastCodeFor(t, email);
    const res = await post(t, '/api/auth/confirm-signup', { email, code, signupId: 'another' });
    expect(res.json().code).toBe('CODE_INVALID');
  });

  it('does not cross purposes: a sign-up code cannot reset a password', async () => {
    const { email } = await signUp(t);
    const code = lastCodeFor(t, email);
    const res = await post(t, '/api/auth/reset-password', {
      email,
      code,
      newPassword: `${GOOD_PASSWORD} again`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CODE_INVALID');
    // ...and the sign-up code still works for its own purpose.
    expect((await confirm(email, code)).statusCode).toBe(200);
  });

  it('does not cross purposes: a reset code cannot confirm a sign-up', async () => {
    const { email } = await signUp(t);
    t.advanceTime(61_000);
    await post(t, '/api/auth/forgot-password', { email });
    const resetCode = lastCodeFor(t, email);
    expect(t.emails(email).at(-1)?.subject).toMatch(/reset/i);
    const res = await confirm(email, resetCode);
    expect(res.json().code).toBe('CODE_INVALID');
  });
});
