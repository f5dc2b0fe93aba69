import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');

interface Manifest {
  name: string;
  version: string;
  engines?: { node?: string };
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const read = (folder: string): Manifest =>
  JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as Manifest;

/** Where Node finds `name` from `folder`: the nearest node_modules up the tree. */
function installedAt(name: string, folder: string): string | null {
  for (let at = folder; ; at = path.dirname(at)) {
    const candidate = path.join(at, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(at) === at) return null;
  }
}

/** Every installed package the given workspaces load at run time, with the Node it declares. */
function runtimeClosure(workspaces: string[]): Map<string, Manifest> {
  const seen = new Map<string, Manifest>();
  const queue = workspaces.map((workspace) => path.join(root, workspace));
  while (queue.length > 0) {
    const folder = queue.pop() as string;
    const manifest = read(folder);
    const names = [
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.optionalDependencies ?? {}),
    ];
    for (const name of names) {
      const at = installedAt(name, folder);
      if (!at || seen.has(at)) continue; // an optional dependency for another platform
      seen.set(at, read(at));
      queue.push(at);
    }
  }
  return seen;
}

describe('engines says what runs', () => {
  const declared = read(root).engines?.node ?? '';
  const oldest = semver.minVersion(declared)?.version ?? '';

  it('the Node running the tests is one the root declares', () => {
    expect(semver.satisfies(process.version, declared)).toBe(true);
  });

  it('every package the server loads runs on the oldest Node the root declares', () => {
    const closure = runtimeClosure([
      'apps/server',
      'packages/connectors',
      'packages/nlq',
      'packages/contracts',
    ]);
    expect(closure.size).toBeGreaterThan(50);
    const refusing = [...closure.values()]
      .filter(({ engines }) => engines?.node && !semver.satisfies(oldest, engines.node))
      .map(({ name, version, engines }) => `${name}@${version} wants Node ${engines?.node}`);
    expect(refusing).toEqual([]);
  });
});
