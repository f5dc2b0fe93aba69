import { defineConfig } from 'vitest/config';

/**
 * The retrieval benchmark's own tests; the root config only looks in packages/ and apps/. Run with
 * `npx vitest run --root bench/retrieval`.
 */
export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    testTimeout: 60_000,
    pool: 'forks',
  },
});
