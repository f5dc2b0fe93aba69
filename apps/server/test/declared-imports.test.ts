import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { packageOf, undeclaredImports } from './declared-imports';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const workspaces = [
  'packages/contracts',
  'packages/connectors',
  'packages/nlq',
  'apps/server',
  'apps/web',
];

describe('every workspace declares the packages it imports', () => {
  it.each(workspaces)('%s', (workspace) => {
    const missing = undeclaredImports(path.join(root, workspace), root).map(
      ({ file, packageName }) => `${file}: ${packageName}`,
    );
    expect(missing).toEqual([]);
  });
});

describe('undeclaredImports', () => {
  it('names what runs undeclared; dependencies, built-ins, paths and test tools pass', () => {
    const fixture = path.join(here, 'fixtures/undeclared-imports');
    const missing = undeclaredImports(path.join(fixture, 'app'), fixture).map(
      (found) => found.packageName,
    );
    expect(missing.sort()).toEqual(['@tabletalk/nlq', 'chrono-node', 'pg', 'vitest']);
  });

  it('reads the package of a specifier', () => {
    expect(packageOf('@scope/name/sub/path')).toBe('@scope/name');
    expect(packageOf('vega-lite/vega-lite-schema.json')).toBe('vega-lite');
    expect(packageOf('node:fs')).toBeNull();
    expect(packageOf('fs')).toBeNull();
    expect(packageOf('./local')).toBeNull();
  });
});
