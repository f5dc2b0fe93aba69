import { defineConfig } from 'vitest/config';

/**
 * The benchmark's own tests; the root config only looks in packages/ and apps/. Run with
 * `npx vitest run --root bench/nlq`.
 */
export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    testTimeout: 60_000,
    pool: 'forks',
    // Two files at a time (vitest's default on two cores is one): most of their time is spent
    // waiting on the child processes they start.
    maxWorkers: 2,
  },
});
