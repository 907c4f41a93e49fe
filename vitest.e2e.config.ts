import { defineConfig } from 'vitest/config';

// End-to-end tests: the real product in headless Chromium (tests/e2e/harness.ts).
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
