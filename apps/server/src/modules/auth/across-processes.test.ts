import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rateLimits } from '../../core/rate-limits';
import { newEmail, post } from './test-helpers';

/** Two apps on one database, as two HTTP processes behind a load balancer. */
describe('auth limits across processes', () => {
  describe('the per-account sign-in throttle (RATE_LIMIT=false)', () => {
    let first: TestApp;
    let second: TestApp;
    beforeAll(async () => {
      first = await createTestApp();
      second = await createTestApp({}, { sameDatabaseAs: first });
    });
    afterAll(async () => {
      await second.close();
      await first.close();
    });

    const signin = (t: TestApp, email: string, password: string) =>
      post(t, '/api/auth/signin', { email, password });

    it('spends one budget whichever process an attempt reaches', async () => {
      const { user } = await buildUser(first);
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const t = attempt % 2 === 0 ? second : first;
        expect((await signin(t, user.email, 'wrong password')).statusCode).toBe(401);
      }
      for (const t of [first, second]) {
        const blocked = await signin(t, user.email, DEFAULT_PASSWORD);
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json().code).toBe('RATE_LIMITED');
        expect(blocked.headers['retry-after']).toBe('60');
      }
      first.advanceTime(61_000);
      expect((await signin(second, user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
      // The success on one process cleared the count for the other.
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect((await signin(first, user.email, 'wrong password')).statusCode).toBe(401);
      }
    });

    it('lets exactly 5 of 16 parallel guesses through, over both processes', async () => {
      const email = newEmail();
      const guesses = Array.from({ length: 16 }, (_, i) =>
        signin(i % 2 === 0 ? first : second, email, `guess number ${i}`),
      );
      const codes = (await Promise.all(guesses)).map((res) => res.statusCode);
      expect(codes.filter((code) => code === 401)).toHaveLength(5);
      expect(codes.filter((code) => code === 429)).toHaveLength(11);
    });

    it('keeps per-route limits off with RATE_LIMIT=false', async () => {
      for (let i = 0; i < 12; i += 1) {
        const t = i % 2 === 0 ? first : second;
        expect((await post(t, '/api/auth/forgot-password', { email: newEmail() })).statusCode).toBe(
          200,
        );
      }
      expect(await first.ctx.db.select().from(rateLimits)).toEqual([]);
    });
  });

  describe('per-IP route limits (RATE_LIMIT=true)', () => {
    let first: TestApp;
    let second: TestApp;
    beforeAll(async () => {
      first = await createTestApp({ RATE_LIMIT: 'true' });
      second = await createTestApp({ RATE_LIMIT: 'true' }, { sameDatabaseAs: first });
    });
    afterAll(async () => {
      await second.close();
      await first.close();
    });

    it('shares the sign-in budget of an IP between the processes', async () => {
      for (let i = 0; i < 10; i += 1) {
        const t = i % 2 === 0 ? first : second;
        // Different addresses, so the per-account throttle stays out of it.
        const res = await post(t, '/api/auth/signin', { email: newEmail(), password: 'wrong' });
        expect(res.statusCode).toBe(401);
      }
      for (const t of [first, second]) {
        const res = await post(t, '/api/auth/signin', { email: newEmail(), password: 'wrong' });
        expect(res.statusCode).toBe(429);
        expect(res.json().code).toBe('RATE_LIMITED');
      }
    });

    it('lets exactly the limit of parallel requests through, over both processes', async () => {
      const requests = Array.from({ length: 25 }, (_, i) =>
        post(i % 2 === 0 ? first : second, '/api/auth/forgot-password', { email: newEmail() }),
      );
      const codes = (await Promise.all(requests)).map((res) => res.statusCode);
      expect(codes.filter((code) => code === 200)).toHaveLength(10);
      expect(codes.filter((code) => code === 429)).toHaveLength(15);
    });
  });
});
