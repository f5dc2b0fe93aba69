import { defineConfig } from 'vitest/config';

/**
 * The OCR benchmark's own tests (its metrics); the root config only looks in packages/ and apps/.
 * Run with `npx vitest run --root bench/ocr`.
 */
export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    pool: 'forks',
  },
});
