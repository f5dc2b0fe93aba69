import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../support/server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('npm start', () => {
  const cleanups: Array<() => void> = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  it('prints the address to open once the server answers', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tabletalk-start-'));
    const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'test', PORT: String(port), DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanups.push(() => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    });

    const banner = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const line = output.split('\n').find((l) => l.includes('open http'));
        if (line) resolve(line.trim());
      });
      child.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${output}`)));
    });

    expect(banner).toBe(`Tabletalk is ready: open http://localhost:${port}`);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });
});
