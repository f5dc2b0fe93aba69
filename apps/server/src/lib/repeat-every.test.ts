import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { repeatEvery } from './repeat-every';

const silent = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('repeatEvery', () => {
  it('runs at once, then again after each run ended, never two runs at a time', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const task = repeatEvery({
      name: 'test',
      intervalMs: 5,
      log: silent,
      run: async () => {
        running += 1;
        most = Math.max(most, running);
        runs += 1;
        await sleep(20);
        running -= 1;
      },
    });
    expect(runs).toBe(1);
    await sleep(120);
    await task.stop();
    const stoppedAt = runs;
    expect(stoppedAt).toBeGreaterThanOrEqual(3);
    expect(most).toBe(1);
    expect(running).toBe(0);
    await sleep(50);
    expect(runs).toBe(stoppedAt);
  });

  it('waits one interval first when not at once, and goes on after a failed run', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'error' }, { write: (line: string) => lines.push(line) });
    let runs = 0;
    const task = repeatEvery({
      name: 'flaky',
      intervalMs: 30,
      log,
      atOnce: false,
      run: async () => {
        runs += 1;
        if (runs === 1) throw new Error('first run breaks');
      },
    });
    await sleep(10);
    expect(runs).toBe(0);
    await sleep(100);
    await task.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      task: 'flaky',
      msg: 'background task failed',
    });
  });
});
