import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockEmbeddedDatabase } from './lock';

describe('lockEmbeddedDatabase', () => {
  it('refuses a folder held by another live process, and takes over a stale lock', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tabletalk-lock-'));
    // The parent of this test process is alive: its pid stands for another server.
    writeFileSync(path.join(dataDir, 'app-db.lock'), String(process.ppid));
    expect(() => lockEmbeddedDatabase(dataDir)).toThrow(/Another Tabletalk process/);

    writeFileSync(path.join(dataDir, 'app-db.lock'), '2147483646');
    const unlock = lockEmbeddedDatabase(dataDir);
    expect(existsSync(path.join(dataDir, 'app-db.lock'))).toBe(true);
    unlock();
    expect(existsSync(path.join(dataDir, 'app-db.lock'))).toBe(false);
  });
});
