import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type IdentityTestContext,
  openIdentityTestContext,
} from '../../../core/identity/test-helpers';
import { signInThrottles } from '../tables';
import { SignInThrottle } from './sign-in-throttle';

describe('SignInThrottle', () => {
  let ctx: IdentityTestContext;
  beforeAll(async () => {
    ctx = await openIdentityTestContext();
  });
  afterAll(() => ctx.close());

  const at = (seconds: number) => new Date(seconds * 1000);
  const newKey = () => `person-${randomUUID()}@example.com`;
  /** Counts failed attempts: each is allowed (null) and then not cleared. */
  const fail = async (throttle: SignInThrottle, key: string, seconds: number, times = 1) => {
    for (let i = 0; i < times; i += 1) {
      expect(await throttle.countAttempt(key, at(seconds))).toBeNull();
    }
  };

  it('blocks after 5 failures, doubling up to 15 minutes, never for good', async () => {
    const throttle = new SignInThrottle(ctx);
    const key = newKey();
    await fail(throttle, key, 0, 5);
    expect(await throttle.countAttempt(key, at(0))).toBe(60);
    // A refused attempt is not counted: the block stays as it was.
    expect(await throttle.countAttempt(key, at(30))).toBe(30);
    const blocks: number[] = [];
    let now = 60;
    for (let i = 0; i < 6; i += 1) {
      await fail(throttle, key, now);
      const wait = (await throttle.countAttempt(key, at(now))) ?? 0;
      blocks.push(wait);
      now += wait;
    }
    expect(blocks).toEqual([120, 240, 480, 900, 900, 900]);
    expect(await throttle.countAttempt(key, at(now))).toBeNull();
  });

  it('forgets failures after an hour of quiet, and on success', async () => {
    const throttle = new SignInThrottle(ctx);
    const key = newKey();
    await fail(throttle, key, 0, 4);
    await fail(throttle, key, 3601);
    expect(await throttle.countAttempt(key, at(3601))).toBeNull();
    await fail(throttle, key, 3601, 2);
    await throttle.recordSuccess(key);
    await fail(throttle, key, 3601, 4);
    expect(await throttle.countAttempt(key, at(3601))).toBeNull();
  });

  it('counts each address on its own, and stores none of them', async () => {
    const throttle = new SignInThrottle(ctx);
    const [victim, other] = [newKey(), newKey()];
    await fail(throttle, victim, 0, 5);
    await fail(throttle, other, 0, 4);
    expect(await throttle.countAttempt(victim, at(1))).toBe(59);
    const stored = await ctx.db.select({ key: signInThrottles.key }).from(signInThrottles);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.some((row) => row.key.includes('@'))).toBe(false);
  });

  it('holds across throttles on one database, as in two processes', async () => {
    const first = new SignInThrottle(ctx);
    const second = new SignInThrottle(ctx);
    const key = newKey();
    await fail(first, key, 0, 3);
    await fail(second, key, 0, 2);
    expect(await first.countAttempt(key, at(0))).toBe(60);
    expect(await second.countAttempt(key, at(0))).toBe(60);
    await second.recordSuccess(key);
    expect(await first.countAttempt(key, at(0))).toBeNull();
  });

  it('lets exactly 5 of 20 parallel attempts through', async () => {
    const throttles = [new SignInThrottle(ctx), new SignInThrottle(ctx)];
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => throttles[i % 2]?.countAttempt(key, at(0))),
    );
    expect(answers.filter((answer) => answer === null)).toHaveLength(5);
    expect(answers.filter((answer) => answer === 60)).toHaveLength(15);
  });

  it('deletes forgotten rows, never a running block', async () => {
    // Blocks longer than the quiet period, so a forgotten row can still be blocking.
    const throttle = new SignInThrottle(ctx, {
      threshold: 2,
      baseBlockMs: 600_000,
      maxBlockMs: 600_000,
      forgetAfterMs: 60_000,
    });
    const [forgotten, blocked] = [newKey(), newKey()];
    await fail(throttle, forgotten, 200_000);
    await fail(throttle, blocked, 200_000, 2);
    const rowsThen = () =>
      ctx.db
        .select({ blockedUntil: signInThrottles.blockedUntil })
        .from(signInThrottles)
        .where(eq(signInThrottles.lastFailureAt, at(200_000)));
    expect(await rowsThen()).toHaveLength(2);
    await throttle.deleteForgotten(at(200_120));
    expect(await rowsThen()).toEqual([{ blockedUntil: at(200_600) }]);
    expect(await throttle.countAttempt(blocked, at(200_120))).toBe(480);
  });
});
