import { defineConfig } from 'vitest/config';

/** Browser journeys: each file starts the real server and drives Debian's Chromium. */
export default defineConfig({
  test: {
    include: ['e2e/journeys/**/*.test.ts'],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
