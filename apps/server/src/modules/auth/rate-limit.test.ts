import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { newEmail, post } from './test-helpers';

describe('per-IP rate limits of auth routes (RATE_LIMIT=true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT: 'true' });
  });
  afterAll(() => t.close());

  it('answers the 11th sign-in within a minute with 429', async () => {
    for (let i = 0; i < 10; i += 1) {
      // Different addresses, so the per-account throttle stays out of it.
      const res = await post(t, '/api/auth/signin', { email: newEmail(), password: 'wrong one' });
      expect(res.statusCode).toBe(401);
    }
    const res = await post(t, '/api/auth/signin', { email: newEmail(), password: 'wrong one' });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('keeps counting a peer that rotates a spoofed X-Forwarded-For (no trusted proxy)', async () => {
    const signInFrom = (remoteAddress: string, forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: newEmail(), password: 'wrong one' },
        headers: { 'x-forwarded-for': forwardedFor },
        remoteAddress,
      });
    for (let i = 0; i < 10; i += 1) {
      const res = await signInFrom('198.51.100.7', `203.0.113.${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    const spoofed = await signInFrom('198.51.100.7', '203.0.113.99');
    expect(spoofed.statusCode).toBe(429);
    // The count is the peer's own: another address still gets through.
    expect((await signInFrom('198.51.100.8', '203.0.113.1')).statusCode).toBe(401);
  });

  it('counts each route on its own', async () => {
    const res = await post(t, '/api/auth/forgot-password', { email: newEmail() });
    expect(res.statusCode).toBe(200);
  });

  it('limits forgot-password too', async () => {
    for (let i = 0; i < 9; i += 1)
      await post(t, '/api/auth/forgot-password', { email: newEmail() });
    const res = await post(t, '/api/auth/forgot-password', { email: newEmail() });
    expect(res.statusCode).toBe(429);
  });
});
