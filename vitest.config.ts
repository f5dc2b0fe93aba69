import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Test files that assert time or memory bounds of the process (query kills, load sandboxes,
 * result caps). `npm test` runs them one at a time after the others, so a busy sibling never
 * makes a bound look broken; the rest run two at a time (vitest's default on two cores is one).
 */
export const boundTests = [
  'packages/connectors/src/query-isolation/**/*.test.ts',
  'packages/connectors/src/sandbox/**/*.test.ts',
  'packages/documents/src/sandbox/**/*.test.ts',
  'packages/connectors/src/databases/result-bytes.test.ts',
  'packages/documents/src/ocr/recognize-image.test.ts',
  'packages/documents/src/ocr/ocr-process.test.ts',
  'apps/server/src/modules/rooms/ask/edited-sql-bounds.test.ts',
  'apps/server/src/modules/sources/query/query-capacity.test.ts',
  'apps/server/src/modules/sources/query/failing-source.test.ts',
  'apps/server/src/modules/sources/query/slow-trickle.test.ts',
];

const only = process.env.TEST_BOUNDS === 'only';
const skip = process.env.TEST_BOUNDS === 'skip';

export default defineConfig({
  test: {
    include: only
      ? boundTests
      : [
          'packages/*/src/**/*.test.ts',
          'packages/*/test/**/*.test.ts',
          'apps/server/src/**/*.test.ts',
          'apps/server/test/**/*.test.ts',
          'apps/web/src/**/*.test.{ts,tsx}',
        ],
    exclude: skip ? [...configDefaults.exclude, ...boundTests] : configDefaults.exclude,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The web's component tests ask for jsdom in a docblock; this sets up their DOM and mocked
    // API, and does nothing in the node tests.
    setupFiles: ['apps/web/src/test/setup-dom.ts'],
    pool: 'forks',
    maxWorkers: only ? 1 : 2,
    // Test files share each worker's modules instead of loading them again per file: importing
    // the server took most of the suite's time. Every file still opens its own app and database.
    isolate: false,
  },
});
