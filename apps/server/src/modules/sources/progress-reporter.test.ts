import { describe, expect, it } from 'vitest';
import { throttleProgress } from './progress-reporter';

describe('throttleProgress', () => {
  it('passes on steps of 5 % or a second, rising only, never 100 % (done is a status)', async () => {
    let clock = 0;
    const saved: number[] = [];
    const report = throttleProgress(async (f) => saved.push(f), { now: () => clock });
    for (const fraction of [0.01, 0.02, 0.06, 0.07, 0.05, 0.2, 1]) report(fraction);
    clock = 2_000;
    report(0.995);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(saved).toEqual([0.06, 0.2, 0.99]);
  });
});
