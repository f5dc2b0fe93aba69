import { describe, expect, it } from 'vitest';
import { SignInThrottle } from './sign-in-throttle';

describe('SignInThrottle', () => {
  const at = (seconds: number) => new Date(seconds * 1000);

  it('blocks after 5 failures, doubling up to 15 minutes, never for good', () => {
    const throttle = new SignInThrottle();
    for (let i = 0; i < 4; i += 1) throttle.recordFailure('a', at(0));
    expect(throttle.retryAfterSeconds('a', at(0))).toBeNull();
    throttle.recordFailure('a', at(0));
    expect(throttle.retryAfterSeconds('a', at(0))).toBe(60);
    const blocks: number[] = [];
    let now = 60;
    for (let i = 0; i < 6; i += 1) {
      throttle.recordFailure('a', at(now));
      const wait = throttle.retryAfterSeconds('a', at(now)) ?? 0;
      blocks.push(wait);
      now += wait;
    }
    expect(blocks).toEqual([120, 240, 480, 900, 900, 900]);
    expect(throttle.retryAfterSeconds('a', at(now))).toBeNull();
  });

  it('forgets failures after an hour of quiet, and on success', () => {
    const throttle = new SignInThrottle();
    for (let i = 0; i < 4; i += 1) throttle.recordFailure('a', at(0));
    throttle.recordFailure('a', at(3601));
    expect(throttle.retryAfterSeconds('a', at(3601))).toBeNull();
    for (let i = 0; i < 3; i += 1) throttle.recordFailure('a', at(3601));
    throttle.recordSuccess('a');
    throttle.recordFailure('a', at(3601));
    expect(throttle.retryAfterSeconds('a', at(3601))).toBeNull();
  });

  it('keeps blocked keys when a flood of new keys overflows it', () => {
    const throttle = new SignInThrottle({ maxEntries: 10 });
    for (let i = 0; i < 5; i += 1) throttle.recordFailure('victim', at(0));
    for (let i = 0; i < 50; i += 1) throttle.recordFailure(`random-${i}`, at(1));
    expect(throttle.retryAfterSeconds('victim', at(2))).toBe(58);
  });
});
