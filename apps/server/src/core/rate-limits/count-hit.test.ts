import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IdentityTestContext, openIdentityTestContext } from '../identity/test-helpers';
import { countHit } from './count-hit';
import { pruneRateLimits } from './prune-rate-limits';
import { rateLimits } from './tables';

describe('countHit', () => {
  let ctx: IdentityTestContext;
  beforeAll(async () => {
    ctx = await openIdentityTestContext();
  });
  afterAll(() => ctx.close());

  const at = (seconds: number) => new Date(seconds * 1000);
  const newKey = () => `POST /api/test 10.0.0.${randomInt(256)} ${randomUUID()}`;
  const hit = (key: string, seconds: number) =>
    countHit(ctx, { key, windowMs: 60_000, now: at(seconds) });

  it('counts the hits of a fixed window, then starts a new one', async () => {
    const key = newKey();
    expect(await hit(key, 0)).toEqual({ hits: 1, resetsAt: at(60) });
    expect(await hit(key, 10)).toEqual({ hits: 2, resetsAt: at(60) });
    expect(await hit(key, 59)).toEqual({ hits: 3, resetsAt: at(60) });
    expect(await hit(key, 60)).toEqual({ hits: 1, resetsAt: at(120) });
    expect(await hit(key, 200)).toEqual({ hits: 1, resetsAt: at(260) });
  });

  it('counts each key on its own and stores a hash of it', async () => {
    const [first, second] = [newKey(), newKey()];
    await hit(first, 0);
    await hit(first, 0);
    expect((await hit(second, 0)).hits).toBe(1);
    const stored = await ctx.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(stored.some((row) => row.key.includes('10.0.0.'))).toBe(false);
  });

  it('counts every one of 40 parallel hits exactly once', async () => {
    const key = newKey();
    const counted = await Promise.all(Array.from({ length: 40 }, () => hit(key, 0)));
    const hits = counted.map((result) => result.hits).sort((a, b) => a - b);
    expect(hits).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('prunes the rows whose window is over, and only those', async () => {
    const [old, live] = [newKey(), newKey()];
    await hit(old, 1000);
    await hit(live, 1030);
    await pruneRateLimits(ctx.db, at(1060));
    const left = await ctx.db.select({ resetsAt: rateLimits.resetsAt }).from(rateLimits);
    expect(left).toEqual([{ resetsAt: at(1090) }]);
    expect((await hit(live, 1061)).hits).toBe(2);
  });
});
