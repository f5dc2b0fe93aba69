import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const main = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
const strongSecret = 'k3J9x0qPzR7vW2mN8bT5yL1cF6hD4sA0gE9uI3oQ';
const otherStrongSecret = 'Zp4Lq8Wn2Rt6Yv0Xc3Bm7Ks1Hd5Gf9Ja4Ue8Io2P';

const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

interface Exit {
  code: number | null;
  output: string;
}

/** Starts the server process as `npm start` does and waits for it to exit (killed after 45 s). */
function startServer(env: Record<string, string>): Promise<Exit & { dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tabletalk-main-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const killer = setTimeout(() => child.kill('SIGKILL'), 45_000);
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, output, dataDir });
    });
  });
}

/*
 * SECURITY A6: insecure configuration fails closed at start. env.test.ts checks parseEnv's rules
 * one by one; this checks that the process itself refuses: it exits non-zero with the reason,
 * having opened no database and served nothing.
 */
describe('the server process with an insecure production configuration', () => {
  // One rule of each secret; env.test.ts checks every rule of parseEnv.
  const cases: [string, Record<string, string>, RegExp][] = [
    [
      'a short APP_SECRET',
      { APP_SECRET: 'short-secret', DATA_ENCRYPTION_KEY: otherStrongSecret },
      /APP_SECRET must be at least 32 bytes/,
    ],
    ['no DATA_ENCRYPTION_KEY', { APP_SECRET: strongSecret }, /DATA_ENCRYPTION_KEY is not set/],
  ];

  it('exits non-zero with the reason for each, before opening a database or serving', async () => {
    const exits = await Promise.all(cases.map(([, env]) => startServer({ PORT: '0', ...env })));
    for (const [index, [name, , reason]] of cases.entries()) {
      const exit = exits[index];
      expect({ name, code: exit?.code }).toEqual({ name, code: 1 });
      expect(exit?.output).toMatch(reason);
      expect(exit?.output).not.toMatch(/listening/i);
      expect(readdirSync(exit?.dataDir ?? '')).toEqual([]);
    }
  }, 60_000);
});
