import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkBoundaries, moduleOf } from './module-boundaries';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('module boundaries', () => {
  it('the server keeps them: no deep import across modules or sub-folders, no cycle', async () => {
    const report = await checkBoundaries(path.resolve(here, '..'));
    expect(report.violations).toEqual([]);
    expect(report.cycles).toEqual([]);
  }, 120_000);

  it('names each wrong import of a fixture laid out like the server, and its module cycle', async () => {
    const report = await checkBoundaries(path.join(here, 'fixtures/module-boundaries'));
    expect([...report.violations].sort()).toEqual([
      'deep-import-across-modules: src/modules/beta/reads-alpha-deep.ts → src/modules/alpha/alpha-value.ts',
      'deep-import-into-a-module: src/plugins/deep.ts → src/modules/alpha/alpha-value.ts',
      'deep-import-into-a-sub-folder: src/modules/alpha/reads-room.ts → src/modules/alpha/rooms/room-value.ts',
      'no-cycle: src/core/gamma/ping.ts → src/core/gamma/pong.ts → src/core/gamma/ping.ts',
      'tables-through-their-module: src/modules/beta/reads-schema.ts → src/db/schema.ts',
    ]);
    expect(report.cycles).toEqual(['modules/alpha → modules/beta → modules/alpha']);
  }, 120_000);

  it('reads the module a file belongs to', () => {
    expect(moduleOf('src/modules/rooms/ask/ask.routes.ts')).toBe('modules/rooms');
    expect(moduleOf('src/core/identity/index.ts')).toBe('core/identity');
    expect(moduleOf('src/plugins/request-context.ts')).toBeNull();
  });
});
