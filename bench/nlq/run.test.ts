import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeShopFolder } from './test-fixture';

const RUN = fileURLToPath(new URL('./run.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

let dir = '';

beforeAll(async () => {
  dir = await writeShopFolder();
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function run(...args: string[]) {
  const result = spawnSync(TSX, [RUN, ...args], { encoding: 'utf8' });
  const lines = result.stdout.trim().split('\n');
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
    last: lines.at(-1) ?? '',
  };
}

describe('bench:nlq', () => {
  it('scores gold SQL at 100% on a folder other than Spider’s (the harness self-test)', () => {
    const result = run('--data', dir, '--engine', 'gold', '--json');
    expect(result.status).toBe(0);
    expect(JSON.parse(result.last)).toMatchObject({
      accuracy: 1,
      byHardness: { easy: 1, medium: 1, hard: 1, extra: 1 },
      declined: 0,
      count: 5,
    });
  });

  it('asks the built-in engine and writes every wrong question with both sides', () => {
    const failures = join(dir, 'failures.jsonl');
    const result = run('--data', dir, '--json', '--limit', '3', '--failures', failures);
    expect(result.status).toBe(0);
    const summary = JSON.parse(result.last);
    expect(Object.keys(summary)).toEqual([
      'accuracy',
      'byHardness',
      'declined',
      'count',
      'coverage',
      'sureAccuracy',
      'unsureAccuracy',
      'readingHit',
      'tiesAccepted',
      'p50ms',
      'p95ms',
    ]);
    expect(summary.count).toBe(3);
    const lines = readFileSync(failures, 'utf8').split('\n').filter(Boolean);
    expect(lines).toHaveLength(Math.round(3 * (1 - summary.accuracy)));
    for (const line of lines) {
      expect(Object.keys(JSON.parse(line))).toEqual(
        expect.arrayContaining([
          'db',
          'hardness',
          'question',
          'goldSql',
          'ourSql',
          'interpretation',
          'status',
          'error',
          'readingHit',
          'gold',
          'ours',
        ]),
      );
    }
  });

  it('exits 1 with a message when the folder is missing', () => {
    const result = run('--data', join(dir, 'nowhere'));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('does not exist');
  });

  it('exits 1 with a message when tables.json is malformed', async () => {
    const broken = await writeShopFolder();
    writeFileSync(join(broken, 'tables.json'), '{"not": "a list"}');
    const result = run('--data', broken);
    rmSync(broken, { recursive: true, force: true });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("is not Spider's tables.json");
  });

  it('exits 1 when asked for a database that has no questions', () => {
    const result = run('--data', dir, '--db', 'nope');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('no questions for database nope');
  });
});
