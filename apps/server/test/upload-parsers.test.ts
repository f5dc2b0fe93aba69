import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');

interface Lockfile {
  packages: Record<string, { version?: string }>;
}

/** Every version of each package the lockfile installs, anywhere in the tree. */
function installedVersions(lockfile: Lockfile): Map<string, string[]> {
  const versions = new Map<string, string[]>();
  for (const [at, entry] of Object.entries(lockfile.packages)) {
    const name = at.split('node_modules/').at(-1);
    if (!name || !at.includes('node_modules/') || !entry.version) continue;
    versions.set(name, [...(versions.get(name) ?? []), entry.version]);
  }
  return versions;
}

/**
 * The lowest versions safe for untrusted files (SECURITY E3): pdf.js from 4.2.67 (CVE-2024-4367,
 * run with isEvalSupported off), mammoth from 1.11.0 (CVE-2025-11849).
 */
const SAFE_FROM: Record<string, string> = { 'pdfjs-dist': '4.2.67', mammoth: '1.11.0' };

/** Parsers never to install: SheetJS from npm stopped at 0.18.5 (CVE-2023-30533, CVE-2024-22363). */
const NEVER = ['xlsx'];

/** Whether every installed version of each package is at or above its safe version. */
function unsafeParsers(lockfile: Lockfile): string[] {
  const installed = installedVersions(lockfile);
  const below = Object.entries(SAFE_FROM).flatMap(([name, safe]) =>
    (installed.get(name) ?? []).filter((v) => semver.lt(v, safe)).map((v) => `${name}@${v}`),
  );
  const banned = NEVER.flatMap((name) => (installed.get(name) ?? []).map((v) => `${name}@${v}`));
  return [...below, ...banned];
}

describe('the parsers of uploaded files are versions safe for untrusted input (SECURITY E3)', () => {
  const lockfile: Lockfile = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));

  it('installs pdf.js and mammoth at safe versions, and no SheetJS from npm', () => {
    const installed = installedVersions(lockfile);
    // The parsers the upload path runs are there at all, so the check below checks something.
    for (const name of ['pdfjs-dist', 'mammoth', 'exceljs']) expect(installed.has(name)).toBe(true);
    expect(unsafeParsers(lockfile)).toEqual([]);
  });

  it('names an old pdf.js or mammoth, and SheetJS, wherever the tree holds them', () => {
    const old: Lockfile = {
      packages: {
        '': {},
        'node_modules/pdfjs-dist': { version: '4.2.66' },
        'node_modules/mammoth': { version: '1.11.0' },
        'node_modules/some-viewer/node_modules/mammoth': { version: '1.10.0' },
        'node_modules/xlsx': { version: '0.18.5' },
      },
    };
    expect(unsafeParsers(old)).toEqual(['pdfjs-dist@4.2.66', 'mammoth@1.10.0', 'xlsx@0.18.5']);
  });
});
