import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { lastLinkTokenFor, post, signUp } from '../test-helpers';

describe('POST /api/auth/confirm-link and /api/auth/signup-status', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const status = (signupId: string) => post(t, '/api/auth/signup-status', { signupId });
  const confirmLink = (token: string) => post(t, '/api/auth/confirm-link', { token });

  it('refuses an unknown link token', async () => {
    const res = await confirmLink('not-a-real-token');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CODE_INVALID');
  });

  it('refuses a body without a token or signupId', async () => {
    expect((await post(t, '/api/auth/confirm-link', {})).json().code).toBe('VALIDATION_FAILED');
    expect((await post(t, '/api/auth/signup-status', {})).json().code).toBe('VALIDATION_FAILED');
  });

  it('answers EXPIRED for an unknown signupId', async () => {
    expect((await status('unknown')).json()).toEqual({ status: 'EXPIRED' });
  });

  it('is PENDING, then CONFIRMED with a session once, then without', async () => {
    const { email, signupId } = await signUp(t);
    expect((await status(signupId)).json()).toEqual({ status: 'PENDING' });

    const linked = await confirmLink(lastLinkTokenFor(t, email));
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual({ email, message: 'Success' });
    expect(linked.cookies).toHaveLength(0);

    const first = await status(signupId);
    expect(first.json().status).toBe('CONFIRMED');
    expect(first.json().session.data.user).toMatchObject({ email, isConfirmed: true });
    expect(first.cookies.map((c) => c.name)).toContain('tt_refresh');

    const second = await status(signupId);
    expect(second.json()).toEqual({ status: 'CONFIRMED', session: null });
  });

  it('lets a link work once only', async () => {
    const { email } = await signUp(t);
    const token = lastLinkTokenFor(t, email);
    expect((await confirmLink(token)).statusCode).toBe(200);
    expect((await confirmLink(token)).json().code).toBe('CODE_INVALID');
  });

  it('expires a link after 10 minutes', async () => {
    const { email } = await signUp(t);
    t.advanceTime(10 * 60_000 + 1000);
    expect((await confirmLink(lastLinkTokenFor(t, email))).json().code).toBe('CODE_EXPIRED');
  });

  it('is EXPIRED after 180 s unconfirmed', async () => {
    const { signupId } = await signUp(t);
    t.advanceTime(181_000);
    expect((await status(signupId)).json()).toEqual({ status: 'EXPIRED' });
  });

  it('gives no session when the link is clicked after 180 s', async () => {
    const { email, signupId } = await signUp(t);
    t.advanceTime(181_000);
    expect((await confirmLink(lastLinkTokenFor(t, email))).statusCode).toBe(200);
    expect((await status(signupId)).json()).toEqual({ status: 'CONFIRMED', session: null });
  });

  it('gives the session to the code form or the poller, not both', async () => {
    const { email, signupId } = await signUp(t);
    const code =
      t
        .emails(email)
        .at(-1)
        ?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    const confirmed = await post(t, '/api/auth/confirm-signup', { email, code, signupId });
    expect(confirmed.json().next).toBe('COMPLETE_AUTO_SIGN_IN');
    expect((await status(signupId)).json()).toEqual({ status: 'CONFIRMED', session: null });
  });
});
