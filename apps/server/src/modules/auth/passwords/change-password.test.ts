import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, DEFAULT_PASSWORD } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bearer, post, refresh, signIn } from '../test-helpers';

const NEW_PASSWORD = 'another fine passphrase';

describe('POST /api/change-password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const change = (body: object, headers: Record<string, string> = {}) =>
    post(t, '/api/change-password', body, headers);

  it('needs a signed-in user', async () => {
    const res = await change({ oldPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
  });

  it('needs both passwords', async () => {
    const { token } = await buildUser(t);
    expect((await change({ newPassword: NEW_PASSWORD }, bearer(token))).statusCode).toBe(400);
    const empty = await change({ oldPassword: '', newPassword: NEW_PASSWORD }, bearer(token));
    expect(empty.json().code).toBe('PASSWORD_EMPTY');
  });

  it('refuses a wrong current password', async () => {
    const { token } = await buildUser(t);
    const res = await change(
      { oldPassword: 'not it at all', newPassword: NEW_PASSWORD },
      bearer(token),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PASSWORD_INCORRECT');
  });

  it('refuses a weak new password', async () => {
    const { token } = await buildUser(t);
    const res = await change(
      { oldPassword: DEFAULT_PASSWORD, newPassword: 'password1' },
      bearer(token),
    );
    expect(res.json().code).toBe('PASSWORD_TOO_COMMON');
  });

  it('changes the password and ends every session, the current one included', async () => {
    const { user } = await buildUser(t);
    const session = await signIn(t, user.email, DEFAULT_PASSWORD);
    const res = await change(
      { oldPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD },
      bearer(session.token),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password changed successfully, please login again.' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(session.token),
    });
    expect(me.json().tokenExpired).toBe(true);
    expect((await refresh(t, session.refresh ?? '')).statusCode).toBe(401);
    const again = await post(t, '/api/auth/signin', { email: user.email, password: NEW_PASSWORD });
    expect(again.statusCode).toBe(200);
  });
});
