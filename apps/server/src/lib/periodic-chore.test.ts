import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { periodicChore } from './periodic-chore';

describe('periodicChore', () => {
  const at = (seconds: number) => new Date(seconds * 1000);

  it('runs at most once per period, the first time at once', async () => {
    const runs: number[] = [];
    const chore = periodicChore({
      name: 'test.chore',
      everyMs: 60_000,
      log: pino({ level: 'silent' }),
      run: async (now) => {
        runs.push(now.getTime() / 1000);
      },
    });
    await chore(at(0));
    expect(chore(at(59))).toBeNull();
    await chore(at(60));
    expect(chore(at(61))).toBeNull();
    expect(runs).toEqual([0, 60]);
  });

  it('logs a failure instead of throwing it, and tries again next period', async () => {
    const lines: Record<string, unknown>[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    let calls = 0;
    const chore = periodicChore({
      name: 'test.failing',
      everyMs: 1000,
      log,
      run: async () => {
        calls += 1;
        throw new Error('database away');
      },
    });
    await expect(chore(at(0))).resolves.toBeUndefined();
    await chore(at(1));
    expect(calls).toBe(2);
    expect(lines[0]).toMatchObject({ chore: 'test.failing', msg: 'housekeeping chore failed' });
  });
});
