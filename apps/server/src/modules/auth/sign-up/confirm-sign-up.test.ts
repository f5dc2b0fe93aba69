import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, lastCodeFor, type TestApp } from '../../../../test/test-app';
import { bearer, post, signUp } from '../test-helpers';

describe('POST /api/auth/confirm-signup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('needs an email', async () => {
    const res = await post(t, '/api/auth/confirm-signup', { email: ' ', code: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('EMAIL_EMPTY');
  });

  it('rejects a wrong code', async () => {
    const { email, signupId } = await signUp(t);
    const right = lastCodeFor(t, email);
    const wrong = right === '000000' ? '111111' : '000000';
    const res = await post(t, '/api/auth/confirm-signup', { email, code: wrong, signupId });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CODE_INVALID');
  });

  it('gives the same answer for an unknown email as for a wrong code', async () => {
    const res = await post(t, '/api/auth/confirm-signup', {
      email: 'nobody@example.com',
      code: '123456',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CODE_INVALID');
  });

  it('confirms within 180 s and signs the user in once', async () => {
    const { email, signupId } = await signUp(t);
    const code = ` ${lastCodeFor(t, email)} `;
    const res = await post(t, '/api/auth/confirm-signup', { email, code, signupId });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.next).toBe('COMPLETE_AUTO_SIGN_IN');
    expect(body.session.data.user).toMatchObject({ email, isConfirmed: true });
    expect(body.session.data.organizations).toHaveLength(1);
    expect(res.cookies.find((c) => c.name === 'tt_refresh')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth',
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(body.session.token),
    });
    expect(me.json()).toMatchObject({ tokenExpired: false, data: { email } });
  });

  it('confirms after 180 s without signing in', async () => {
    const { email, signupId } = await signUp(t);
    t.advanceTime(181_000);
    const code = lastCodeFor(t, email);
    const res = await post(t, '/api/auth/confirm-signup', { email, code, signupId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ next: 'DONE', message: 'Success' });
    expect(res.cookies).toHaveLength(0);
  });
});
