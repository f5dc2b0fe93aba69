import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newDuckDbPath, newUploadPath, removeStoredFiles } from './storage';

describe('source storage', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'tt-storage-'));
  const env = { dataDir: path.join(root, 'data') };
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('names files itself under DATA_DIR/<files|sources>/<org>/<uuid>', () => {
    expect(newUploadPath(env, 'org-1')).toMatch(/data\/files\/org-1\/[0-9a-f-]{36}$/);
    expect(newDuckDbPath(env, 'org-1')).toMatch(/data\/sources\/org-1\/[0-9a-f-]{36}\.duckdb$/);
  });

  it('deletes a source file with its WAL, and never a file outside DATA_DIR', () => {
    const inside = newDuckDbPath(env, 'org-2');
    const outside = path.join(root, 'precious.txt');
    for (const file of [inside, `${inside}.wal`, outside]) writeFileSync(file, 'x');
    removeStoredFiles(env, [inside, outside, `${env.dataDir}/../precious.txt`, null]);
    expect(existsSync(inside) || existsSync(`${inside}.wal`)).toBe(false);
    expect(existsSync(outside)).toBe(true);
  });
});
