import { defineConfig } from 'vitest/config';

/**
 * The load benchmark's own tests; the root config only looks in packages/ and apps/. Run with
 * `npx vitest run --root bench/load`.
 */
export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    pool: 'forks',
  },
});
