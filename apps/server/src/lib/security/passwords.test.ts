import { describe, expect, it } from 'vitest';
import {
  createSlots,
  hashPassword,
  hashSlots,
  passwordNeedsRehash,
  verifyPassword,
} from './passwords';

const SALT_AND_HASH = '$gsGoLoj5bt74oq/yCthKKw$zj2brQrTGJcB+aVoBo23wyUSwgKyuaZEYn7JusAB9mQ';

describe('passwordNeedsRehash (SECURITY F1)', () => {
  it('keeps a hash made by hashPassword today', async () => {
    expect(passwordNeedsRehash(await hashPassword('correct horse battery staple'))).toBe(false);
  });

  it.each([
    ['less memory', '$argon2id$v=19$m=4096,t=2,p=1'],
    ['fewer iterations', '$argon2id$v=19$m=19456,t=1,p=1'],
    ['Argon2i', '$argon2i$v=19$m=19456,t=2,p=1'],
    ['Argon2d', '$argon2d$v=19$m=19456,t=2,p=1'],
    ['Argon2 version 1.0', '$argon2id$v=16$m=19456,t=2,p=1'],
    ['no version (1.0)', '$argon2id$m=19456,t=2,p=1'],
  ])('asks to re-hash one with %s', (_, settings) => {
    expect(passwordNeedsRehash(`${settings}${SALT_AND_HASH}`)).toBe(true);
  });

  it('asks to re-hash what it cannot read, and leaves stronger settings alone', () => {
    expect(passwordNeedsRehash('$2b$12$abcdefghijklmnopqrstuuvwxyzABCDEFGHIJKLMNOPQRSTUVWX')).toBe(
      true,
    );
    expect(passwordNeedsRehash(`$argon2id$v=19$m=65536,t=3,p=1${SALT_AND_HASH}`)).toBe(false);
  });
});

describe('hash slots (SECURITY L5: bounded Argon2 concurrency)', () => {
  /** Work that ends when told, counting how many run at once. */
  function gatedWork() {
    let now = 0;
    let peak = 0;
    const ends: (() => void)[] = [];
    const work = () =>
      new Promise<void>((resolve) => {
        now += 1;
        peak = Math.max(peak, now);
        ends.push(() => {
          now -= 1;
          resolve();
        });
      });
    return { work, ends, peak: () => peak };
  }

  it('runs at most its number at once, the rest in order', async () => {
    const slots = createSlots(4);
    const gated = gatedWork();
    const order: number[] = [];
    const all = Array.from({ length: 12 }, (_, index) =>
      slots.run(async () => {
        order.push(index);
        await gated.work();
      }),
    );
    await Promise.resolve();
    expect(slots.stats()).toEqual({ running: 4, waiting: 8 });
    while (gated.ends.length > 0 || slots.stats().waiting > 0) {
      gated.ends.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(all);
    expect(gated.peak()).toBe(4);
    expect(order).toEqual([...Array(12).keys()]);
    expect(slots.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('gives a freed slot to the one waiting, not to a caller arriving in the same moment', async () => {
    const slots = createSlots(1);
    const gated = gatedWork();
    const first = slots.run(gated.work);
    const waiter = slots.run(gated.work);
    await Promise.resolve();
    // The first ends, and another caller comes in a task queued before the waiter wakes (as a
    // request's own continuation may be, under load).
    gated.ends.shift()?.();
    const late = Promise.resolve().then(() => slots.run(gated.work));
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    expect(gated.peak()).toBe(1);
    expect(slots.stats()).toEqual({ running: 1, waiting: 1 });
    for (const pending of [waiter, late]) {
      gated.ends.shift()?.();
      await pending;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(gated.peak()).toBe(1);
  });

  it('holds every hash and verification of the process to 4 at once', async () => {
    const stored = await hashPassword('correct horse battery staple');
    const calls = [
      ...Array.from({ length: 5 }, () => hashPassword('correct horse battery staple')),
      ...Array.from({ length: 5 }, () => verifyPassword(stored, 'correct horse battery staple')),
    ];
    expect(hashSlots.stats()).toEqual({ running: 4, waiting: 6 });
    await Promise.all(calls);
    expect(hashSlots.stats()).toEqual({ running: 0, waiting: 0 });
  });
});
