import { defineConfig } from 'vitest/config';

// Real-browser tests of the built product: one wrangler dev and one Chromium for the whole run
// (started in global-setup.ts), test files one after another.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
