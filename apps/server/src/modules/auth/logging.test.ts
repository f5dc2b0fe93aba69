import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, lastCodeFor, type TestApp } from '../../../test/test-app';
import { bearer, lastLinkTokenFor, newEmail, post, refresh, refreshCookieOf } from './test-helpers';

/** Passwords, codes and tokens never reach the log (SECURITY H1). */
describe('auth logging', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line) => lines.push(line) } },
    );
  });
  afterAll(() => t.close());

  it('logs no password, code or token through sign-up, sign-in and reset', async () => {
    const secrets: string[] = [];
    const email = newEmail();
    const password = 'canary-password-5f1e9c';
    const signup = await post(t, '/api/auth/signup', {
      email,
      password,
      givenName: 'Log',
      familyName: 'Test',
    });
    secrets.push(password, signup.json().signupId, lastLinkTokenFor(t, email));
    const code = lastCodeFor(t, email);
    secrets.push(code);
    const confirmed = await post(t, '/api/auth/confirm-signup', { email, code });
    expect(confirmed.json().next).toBe('COMPLETE_AUTO_SIGN_IN');

    await post(t, '/api/auth/signin', { email, password: 'canary-wrong-77d2' });
    secrets.push('canary-wrong-77d2');
    // A password typed into the email field, with a CR/LF that must not forge a log line.
    await post(t, '/api/auth/signin', { email: 'canary-typo-91aa\r\nfake line', password });
    secrets.push('canary-typo-91aa');
    const signin = await post(t, '/api/auth/signin', { email, password });
    const session = signin.json();
    secrets.push(session.token, refreshCookieOf(signin) ?? 'missing');
    const refreshed = await refresh(t, refreshCookieOf(signin) ?? '');
    secrets.push(refreshed.json().token, refreshCookieOf(refreshed) ?? 'missing');
    await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session.token) });

    t.advanceTime(61_000);
    await post(t, '/api/auth/forgot-password', { email });
    const resetCode = lastCodeFor(t, email);
    const newPassword = 'canary-new-password-3b7';
    secrets.push(resetCode, newPassword);
    const reset = await post(t, '/api/auth/reset-password', {
      email,
      code: resetCode,
      newPassword,
    });
    expect(reset.statusCode).toBe(200);

    const log = lines.join('');
    expect(log).toContain('security event');
    expect(log).toContain('/api/auth/signin');
    for (const secret of secrets) expect(log).not.toContain(secret);
    for (const line of lines) {
      expect(line.endsWith('\n')).toBe(true);
      expect(line.slice(0, -1)).not.toContain('\n');
      expect(() => JSON.parse(line)).not.toThrow();
    }
  });
});
