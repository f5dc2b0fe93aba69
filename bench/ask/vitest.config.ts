import { defineConfig } from 'vitest/config';

/**
 * The benchmark's own tests; the root config only looks in packages/ and apps/. Run with
 * `npx vitest run --root bench/ask`.
 */
export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    testTimeout: 60_000,
    pool: 'forks',
  },
});
