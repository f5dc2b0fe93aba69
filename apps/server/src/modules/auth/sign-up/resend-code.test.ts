import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { createTestApp, lastCodeFor, type TestApp } from '../../../../test/test-app';
import { holdJobs, post, signUp } from '../test-helpers';

describe('POST /api/auth/resend-code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const resend = (email: string) => post(t, '/api/auth/resend-code', { email });

  it('needs an email', async () => {
    const res = await resend('');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('EMAIL_EMPTY');
  });

  it('answers the same for unknown, confirmed and unconfirmed addresses', async () => {
    const { user } = await buildUser(t);
    const { email } = await signUp(t);
    t.advanceTime(61_000);
    const answers = await Promise.all(
      ['nobody@example.com', user.email, email].map(async (address) => {
        const res = await resend(address);
        return { status: res.statusCode, body: res.json() };
      }),
    );
    for (const answer of answers) {
      expect(answer).toEqual({ status: 200, body: { message: 'Code sent successfully' } });
    }
    expect(t.emails('nobody@example.com')).toHaveLength(0);
    expect(t.emails(user.email)).toHaveLength(0);
    expect(t.emails(email)).toHaveLength(2);
  });

  it('does the same work for every address: it only queues one job', async () => {
    const { user } = await buildUser(t);
    const { email } = await signUp(t);
    t.advanceTime(61_000);
    const { queued, runHeld } = await holdJobs(t, async () => {
      for (const address of [` ${email.toUpperCase()} `, user.email, 'nobody@example.com']) {
        expect((await resend(address)).json()).toEqual({ message: 'Code sent successfully' });
      }
    });
    expect(queued).toEqual(
      [email, user.email, 'nobody@example.com'].map((address) => ({
        name: 'auth.resend-signup-code',
        data: { email: address },
      })),
    );
    // Nothing was looked up or sent on the request path: that is the job's work.
    expect(t.emails(email)).toHaveLength(1);
    await runHeld();
    expect(t.emails(email)).toHaveLength(2);
    expect(t.emails(user.email)).toHaveLength(0);
  });

  it('keeps the signupId of the confirm page valid', async () => {
    const { email, signupId } = await signUp(t);
    t.advanceTime(61_000);
    await resend(email);
    const code = lastCodeFor(t, email);
    const res = await post(t, '/api/auth/confirm-signup', { email, code, signupId });
    expect(res.statusCode).toBe(200);
  });

  it('sends at most one code a minute and five an hour, silently', async () => {
    const { email } = await signUp(t);
    expect((await resend(email)).statusCode).toBe(200);
    expect(t.emails(email)).toHaveLength(1);
    for (let minute = 0; minute < 6; minute += 1) {
      t.advanceTime(61_000);
      expect((await resend(email)).json()).toEqual({ message: 'Code sent successfully' });
    }
    // The sign-up's code plus four resends make five within the hour.
    expect(t.emails(email)).toHaveLength(5);
    t.advanceTime(60 * 60_000);
    await resend(email);
    expect(t.emails(email)).toHaveLength(6);
  });
});
